// Gives every call a deadline (120000 ms by default, docs/product.md#constants-and-limits) while keeping the
// caller's own signal, so a newer search can still cancel an older one: the request's signal becomes
// AbortSignal.any([caller's signal, AbortSignal.timeout(ms)]). A timed-out call rejects with a
// DOMException named 'TimeoutError'; a cancelled one with the caller's reason ('AbortError').
import type { Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '@balance/domain';

export function timeoutMiddleware(timeoutMs: number = REQUEST_TIMEOUT_MS): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { signal });
    },
  };
}

/**
 * Hands out one signal per call and aborts the previous one: the "newer search cancels an older one"
 * rule. `next()` before each call; `abort()` on unmount.
 */
export function createLatestSignal(): { next: () => AbortSignal; abort: () => void } {
  let current: AbortController | null = null;
  const abort = () => {
    current?.abort(new DOMException('Superseded by a newer call', 'AbortError'));
    current = null;
  };
  return {
    next() {
      abort();
      current = new AbortController();
      return current.signal;
    },
    abort,
  };
}
