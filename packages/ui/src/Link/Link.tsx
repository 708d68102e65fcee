import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styles from './Link.module.css';

export type LinkVariant = 'inline' | 'standalone' | 'subtle';

export type LinkProps = Omit<AriaLinkProps, 'children' | 'className' | 'style'> & {
  children: ReactNode;
  variant?: LinkVariant;
  /** Opens in a new tab (target=_blank, rel=noopener noreferrer) with an icon and a spoken hint. */
  isExternal?: boolean;
  className?: string;
};

const UNSAFE_PROTOCOL = /^(javascript|vbscript|data):/i;

/**
 * Whether an href is safe to render: `javascript:`, `vbscript:` and `data:` URLs are not, however
 * they are disguised (case, spaces, tabs, newlines and control characters inside the scheme).
 */
export function isSafeHref(href: string): boolean {
  // Browsers drop ASCII whitespace and control characters when they parse the scheme.
  // eslint-disable-next-line no-control-regex
  const normalized = href.replace(/[\u0000-\u0020\u007f]/g, '');
  return !UNSAFE_PROTOCOL.test(normalized);
}

/**
 * A link on react-aria's Link (works with the app's router through RAC's RouterProvider).
 * Unsafe hrefs render as inert text with `aria-disabled` instead of a clickable link.
 */
export function Link({
  children,
  variant = 'inline',
  isExternal = false,
  className,
  href,
  ...rest
}: LinkProps) {
  const isUnsafe = href !== undefined && !isSafeHref(href);
  const external = isExternal && !isUnsafe;
  return (
    <AriaLink
      {...rest}
      href={isUnsafe ? undefined : href}
      isDisabled={rest.isDisabled || isUnsafe}
      target={external ? '_blank' : rest.target}
      rel={external ? 'noopener noreferrer' : rest.rel}
      data-variant={variant}
      data-unsafe={isUnsafe || undefined}
      className={[styles.link, className].filter(Boolean).join(' ')}
    >
      {children}
      {external && (
        <>
          <ExternalLink size={12} aria-hidden className={styles.externalIcon} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </AriaLink>
  );
}
