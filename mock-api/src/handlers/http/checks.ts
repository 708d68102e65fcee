// JSON bodies: reading them, and checking their fields with one 400 that names every bad field.
import { isValidDay } from '../../seed/dates.ts';
import { MESSAGE, badRequest } from './errors.ts';

const MAX_JSON_BYTES = 1_000_000;

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw badRequest('The request body is too large.');
  if (text.trim() === '') throw badRequest(MESSAGE.badJson);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MESSAGE.badJson);
  }
}

/** Collects per-field messages; `done()` throws a 400 with all of them. */
export class Check {
  readonly errors: Record<string, string[]> = {};
  private readonly obj: Record<string, unknown>;

  constructor(body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object.');
    }
    this.obj = body as Record<string, unknown>;
  }

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return this.obj[field] !== undefined;
  }

  value(field: string): unknown {
    return this.obj[field];
  }

  string(
    field: string,
    options: { required?: boolean; min?: number; max?: number; label?: string } = {},
  ): string | undefined {
    const label = options.label ?? field;
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${label} is required`);
      return undefined;
    }
    if (typeof v !== 'string') {
      this.add(field, `${label} must be text`);
      return undefined;
    }
    if (options.required && v.trim() === '' && (options.min ?? 1) > 0) {
      this.add(field, `${label} is required`);
      return undefined;
    }
    if (options.min !== undefined && v.length < options.min)
      this.add(field, `${label} must have at least ${options.min} characters`);
    if (v.length > (options.max ?? 4000))
      this.add(field, `${label} must have at most ${options.max ?? 4000} characters`);
    return v;
  }

  nullableString(field: string, options: { max?: number } = {}): string | null | undefined {
    const v = this.obj[field];
    if (v === null) return null;
    return this.string(field, options);
  }

  number(
    field: string,
    options: {
      required?: boolean;
      min?: number;
      max?: number;
      exclusiveMin?: number;
      integer?: boolean;
    } = {},
  ): number | undefined {
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.add(field, `${field} must be a number`);
      return undefined;
    }
    if (options.integer && !Number.isInteger(v)) this.add(field, `${field} must be a whole number`);
    if (options.min !== undefined && v < options.min)
      this.add(field, `${field} must be at least ${options.min}`);
    if (options.exclusiveMin !== undefined && v <= options.exclusiveMin)
      this.add(field, `${field} must be more than ${options.exclusiveMin}`);
    if (options.max !== undefined && v > options.max)
      this.add(field, `${field} must be at most ${options.max}`);
    return v;
  }

  boolean(field: string, options: { required?: boolean } = {}): boolean | undefined {
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'boolean') {
      this.add(field, `${field} must be true or false`);
      return undefined;
    }
    return v;
  }

  oneOf<T extends string | number>(
    field: string,
    allowed: readonly T[],
    options: { required?: boolean } = {},
  ): T | undefined {
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    const found = allowed.find((a) => a === v);
    if (found === undefined) this.add(field, `${field} must be one of: ${allowed.join(', ')}`);
    return found;
  }

  date(field: string, options: { required?: boolean; nullable?: boolean } = {}): string | null | undefined {
    const v = this.obj[field];
    if (v === null && options.nullable) return null;
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'string' || !isValidDay(v)) {
      this.add(field, `${field} must be a date (YYYY-MM-DD)`);
      return undefined;
    }
    return v;
  }

  ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  done(message: string = MESSAGE.invalid): void {
    if (!this.ok()) throw badRequest(message, this.errors);
  }
}

/** A text field that must be present (blank allowed unless `required`), trimmed. */
export function presentText(
  check: Check,
  field: string,
  label: string,
  max: number,
  required = false,
): string {
  if (!check.has(field)) {
    check.add(field, `${label} is required`);
    return '';
  }
  const value = check.string(field, { max, label, required, min: required ? 1 : 0 });
  return (value ?? '').trim();
}
