import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { loginPathFor, type Area } from '@balance/domain';
import { sessionState } from '../states/sessionState';

/** Shows its children only with a session; otherwise leads to the area's login and back afterwards. */
export function RequireSession({ area, children }: { area: Area; children: ReactNode }) {
  const session = useAtomValue(sessionState);
  const [location] = useLocation();
  const search = useSearch();
  const { base } = useRouter();
  if (session) return children;
  // Inside a nested route (/agent-ez) the location is relative to its base.
  const path = `${base}${location === '/' && base ? '' : location}`;
  const returnTo = search ? `${path}?${search}` : path;
  const target = `${loginPathFor(area)}?${new URLSearchParams({ returnTo }).toString()}`;
  return <Redirect to={base ? `~${target}` : target} replace />;
}
