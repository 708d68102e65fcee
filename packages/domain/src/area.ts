// The area is decided by the path (docs/product.md#areas): under /agent-ez → agent; else → admin.
export type Area = 'admin' | 'agent';

export function areaFromPath(pathname: string): Area {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  // The agent login and reset-password pages belong to the agent area too.
  return under('/agent-ez') || under('/auth/agent-ez') ? 'agent' : 'admin';
}

export function loginPathFor(area: Area): string {
  return area === 'agent' ? '/auth/agent-ez/login' : '/auth/admin/login';
}

export function homePathFor(area: Area): string {
  return area === 'agent' ? '/agent-ez/dashboard' : '/main';
}

/** Where the logo links: the area's root. */
export function logoPathFor(area: Area): string {
  return area === 'agent' ? '/agent-ez' : '/main';
}

/** True for the login/account pages under /auth, which never redirect on 401. */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * The area whose chunk a first load of `pathname` needs at once: a deep link's area, or null on the
 * login pages (they fetch theirs once idle). The agent's reset-password page is under /auth but shows
 * the agent area. Self-contained on purpose: the build copies its source into the page's small preload
 * script (apps/web/build/areaPreload.ts), which runs before the app's own code.
 */
export function areaToPreload(pathname: string): Area | null {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/auth') && pathname !== '/auth/agent-ez/reset-password') return null;
  return under('/agent-ez') || under('/auth/agent-ez') ? 'agent' : 'admin';
}
