// Query and path parameters, parsed the way the real API's model binding does.
import { isValidDay } from '../../seed/dates.ts';
import { invalidField, notFound } from './errors.ts';

/** A path id: a positive whole number, else no such record. */
export function pathId(raw: unknown): number {
  const text = String(raw ?? '');
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw notFound();
  return Number(text);
}

/**
 * Query parameters, matched case-insensitively by name (like the real API's model binding).
 * Strict: a bad value is a 400 naming the parameter. Lenient (operations whose contract has no 400):
 * a bad value is ignored and the default or the nearest allowed value is used.
 */
export class Query {
  private readonly values = new Map<string, string>();
  readonly strict: boolean;

  constructor(url: URL, strict: boolean) {
    this.strict = strict;
    for (const [key, value] of url.searchParams) {
      const k = key.toLowerCase();
      if (!this.values.has(k)) this.values.set(k, value);
    }
  }

  raw(name: string): string | undefined {
    return this.values.get(name.toLowerCase());
  }

  private fail(name: string, message: string): void {
    if (this.strict) throw invalidField(name, message);
  }

  string(
    name: string,
    options: { required?: boolean; minLength?: number; maxLength?: number } = {},
  ): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (options.required) this.fail(name, `${name} is required.`);
      return options.minLength ? undefined : value;
    }
    if (options.minLength !== undefined && value.length < options.minLength) {
      this.fail(name, `${name} must have at least ${options.minLength} characters.`);
      return undefined;
    }
    if (value.length > (options.maxLength ?? 500)) {
      this.fail(name, `${name} is too long.`);
      return value.slice(0, options.maxLength ?? 500);
    }
    return value;
  }

  int(name: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (options.required) this.fail(name, `${name} is required.`);
      return undefined;
    }
    if (!/^-?\d{1,15}$/.test(value.trim())) {
      this.fail(name, `${name} must be a whole number.`);
      return undefined;
    }
    let n = Number(value.trim());
    if (options.min !== undefined && n < options.min) {
      this.fail(name, `${name} must be at least ${options.min}.`);
      if (!this.strict) n = options.min;
    }
    if (options.max !== undefined && n > options.max) {
      this.fail(name, `${name} must be at most ${options.max}.`);
      if (!this.strict) n = options.max;
    }
    return n;
  }

  bool(name: string): boolean | undefined {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined || value === '') return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    this.fail(name, `${name} must be true or false.`);
    return undefined;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') return undefined;
    const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
    if (!found) this.fail(name, `${name} must be one of: ${allowed.join(', ')}.`);
    return found;
  }

  date(name: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (options.required) this.fail(name, `${name} is required.`);
      return undefined;
    }
    if (!isValidDay(value)) {
      this.fail(name, `${name} must be a date (YYYY-MM-DD).`);
      return undefined;
    }
    return value;
  }

  /** pageNumber (from 1) and pageSize (1–100, default 5). */
  page(): { pageNumber: number; pageSize: number } {
    return {
      pageNumber: this.int('pageNumber', { min: 1, max: 1_000_000_000 }) ?? 1,
      pageSize: this.int('pageSize', { min: 1, max: 100 }) ?? 5,
    };
  }

  /** The year (2020 to the current year); the current year when absent. */
  year(currentYear: number, options: { optional?: boolean } = {}): number | undefined {
    const year = this.int('year', { min: 2020, max: 2100 });
    if (year === undefined) return options.optional ? undefined : currentYear;
    if (year > currentYear) {
      this.fail('year', `year must be from 2020 to ${currentYear}.`);
      return currentYear;
    }
    return year;
  }
}
