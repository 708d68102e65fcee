import { useCallback, type ComponentProps } from 'react';
import { Link, useLocation, useRouter } from 'wouter';

type AgentLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** A wouter link to an absolute app path; works inside the nested /agent-ez router too. */
export function AgentLink({ href, ...rest }: AgentLinkProps) {
  return <Link href={`~${href}`} {...rest} />;
}

/** Navigates to an absolute app path from anywhere (nested router or not). */
export function useAgentNavigate() {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => navigate(`~${to}`, options),
    [navigate],
  );
}

/** The absolute current path (the nested router's location is relative to /agent-ez). */
export function useAbsolutePath(): string {
  const [location] = useLocation();
  const { base } = useRouter();
  if (!base) return location;
  return location === '/' ? base : `${base}${location}`;
}
