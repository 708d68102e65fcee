// For the data layer's client: an error reply becomes a thrown ApiError (status, message and field
// errors kept), so a query or mutation fails with what a page needs to show. A reply whose `data` is
// empty stays a reply: lists read it as "no results", not as a failure.
import type { Middleware } from 'openapi-fetch';
import { isNoResults, toApiError } from '../errors';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function apiErrorMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const body = await readBody(response);
      if (isNoResults(body)) return undefined;
      throw toApiError(body, response.status);
    },
  };
}
