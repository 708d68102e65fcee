// The areas' chunks. main.tsx imports this module before anything else, so a deep link's area module is
// imported (and evaluated as soon as it is there) before the rest of the core script has run. The page's
// preload script (apps/web/build/areaPreload.ts) has usually started the downloads already.
import { areaToPreload } from '@balance/domain';

/** One download shared by every caller; a failed one is forgotten, so that a retry imports afresh. */
function once<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

export const AREA_CHUNKS = {
  admin: once(() => import('../areas/admin/routes')),
  agent: once(() => import('../areas/agent/routes')),
} as const;

const startArea = areaToPreload(window.location.pathname);
// lazyArea reports a failure when the area renders; here it would only be noise.
if (startArea) AREA_CHUNKS[startArea]().catch(() => undefined);
