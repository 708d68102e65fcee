// Express middleware that answers with MSW request handlers. (@mswjs/http-middleware 0.10.3, the
// latest release, calls `handleRequest`, which msw 3 no longer exports; this is the same idea on msw 3's
// public `getResponse`.) Unhandled requests go on to the next middleware.
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** Requests are rebuilt on this origin, so handlers are written once for a fixed base URL. */
export const INTERNAL_ORIGIN = 'http://mock-api.internal';

type Next = (error?: unknown) => void;

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header value fetch refuses (invalid characters): drop it rather than fail the request.
    }
  }
  return headers;
}

export function createMiddleware(handlers: RequestHandler[]) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: Next): void => {
    const method = (req.method ?? 'GET').toUpperCase();
    let url: URL;
    try {
      url = new URL(req.originalUrl ?? req.url ?? '/', INTERNAL_ORIGIN);
    } catch {
      next();
      return;
    }
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(url, {
      method,
      headers: toHeaders(req),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      // Required by undici for a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    getResponse(handlers, request)
      .then(async (response) => {
        if (!response) {
          next();
          return;
        }
        const body = Buffer.from(await response.arrayBuffer());
        res.statusCode = response.status;
        response.headers.forEach((value, name) => {
          if (name === 'content-length' || name === 'transfer-encoding') return;
          res.setHeader(name, value);
        });
        res.setHeader('content-length', String(body.byteLength));
        res.end(body);
      })
      .catch(next);
  };
}
