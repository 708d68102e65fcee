// Reading replies: unwrap `data.data`, turn error bodies into ApiError, and read an error reply whose
// `data` is empty as "no results" (docs/product.md#calls), not as a failure.
import type { components } from './generated/schema';
import { readPagination, type Pagination } from './pagination';

type ErrorBody = components['schemas']['ErrorBody'];

/** An error reply: HTTP status, the server's message and its per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string[]>>;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error body's message and field errors, whatever shape the server sent. */
export function readErrorBody(body: unknown, status: number): ErrorBody {
  const source = isRecord(body) ? body : {};
  const message =
    typeof source.message === 'string' && source.message.trim() !== ''
      ? source.message
      : typeof body === 'string' && body.trim() !== ''
        ? body
        : `HTTP ${status}`;
  const errors: Record<string, string[]> = {};
  if (isRecord(source.errors)) {
    for (const [field, value] of Object.entries(source.errors)) {
      if (Array.isArray(value))
        errors[field] = value.filter((item): item is string => typeof item === 'string');
      else if (typeof value === 'string') errors[field] = [value];
    }
  }
  return Object.keys(errors).length ? { message, errors } : { message };
}

export function toApiError(body: unknown, status: number): ApiError {
  const { message, errors } = readErrorBody(body, status);
  return new ApiError(status, message, errors ?? {});
}

/** True when an error body carries an empty `data` (an empty list, or null): the API's "no results". */
export function isNoResults(body: unknown): boolean {
  if (!isRecord(body) || !('data' in body)) return false;
  const { data } = body;
  return data === null || (Array.isArray(data) && data.length === 0);
}

type Reply<T> = { data?: { data: T }; error?: unknown; response: Response };

/** `data.data` of a successful reply; throws ApiError for an error reply. */
export function unwrap<T>(result: Reply<T>): T {
  if (result.data !== undefined) return result.data.data;
  throw toApiError(result.error, result.response.status);
}

export type ListResult<T> = {
  rows: T[];
  /** From `x-pagination`; null when the reply had none (e.g. "no results"). */
  pagination: Pagination | null;
  /** True when the server answered with an error whose `data` was empty. */
  noResults: boolean;
};

/**
 * Reads a list reply: its rows and pagination. An error reply whose `data` is empty reads as no results
 * (rows [] and noResults true); any other error throws ApiError.
 */
export function readList<T>(result: Reply<T[]>): ListResult<T> {
  if (result.data !== undefined) {
    const rows = result.data.data;
    return { rows, pagination: readPagination(result.response), noResults: rows.length === 0 };
  }
  if (isNoResults(result.error)) return { rows: [], pagination: null, noResults: true };
  throw toApiError(result.error, result.response.status);
}

/** True for an aborted call (a superseded search, or the caller's signal). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** True for a call that ran past its timeout. */
export function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}
