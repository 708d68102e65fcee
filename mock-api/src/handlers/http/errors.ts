// Errors as thrown values: a handler throws an HttpError and the route wrapper answers it, so a
// resolver reads top to bottom without early-return plumbing.
import { HttpResponse } from 'msw';
import type { ErrorBody, NoResultsBody } from '@balance/api-client';

export const MESSAGE = {
  unauthorized: 'The session has expired. Please log in again.',
  missingToken: 'You are not logged in. Please log in.',
  forged: 'The session is not valid. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  noResults: 'No records found.',
  invalid: 'The request is not valid.',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The file is larger than 10 MB.',
  injected: 'Injected failure (x-mock-fail).',
} as const;

/** A reply decided by throwing: the route wrapper turns it into a response. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | NoResultsBody;
  readonly headers: Record<string, string>;
  constructor(status: number, body: ErrorBody | NoResultsBody, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>): HttpError =>
  new HttpError(400, errors ? { message, errors } : { message });
export const invalidField = (field: string, message: string): HttpError =>
  new HttpError(400, { message: MESSAGE.invalid, errors: { [field]: [message] } });
export const notFound = (message: string = MESSAGE.notFound): HttpError => new HttpError(404, { message });
export const noResults = (): HttpError => new HttpError(404, { message: MESSAGE.noResults, data: [] });
export const forbidden = (message: string = MESSAGE.forbidden): HttpError => new HttpError(403, { message });
export const unauthorized = (message: string = MESSAGE.unauthorized): HttpError =>
  new HttpError(401, { message });

export function toResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return HttpResponse.json(error.body, { status: error.status, headers: error.headers });
  }
  // A bug in the mock: say so plainly (tests fail on any 5xx that was not injected).
  console.error('[mock-api] handler error', error);
  return HttpResponse.json({ message: 'The mock backend failed unexpectedly.' }, { status: 500 });
}
