import { useRef, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useNearViewport } from '../LazyImage/useNearViewport';
import styles from './LazyLink.module.css';

export type LazyLinkProps = {
  href: string;
  children: ReactNode;
  /** Opens in a new tab (external documents). */
  isExternal?: boolean;
  className?: string;
};

/**
 * A link rendered only once it comes within 200px of the viewport (long lists of documents, links
 * whose render is costly). Until then its text shows as a plain placeholder, readable but inert.
 */
export function LazyLink({ href, children, isExternal = false, className }: LazyLinkProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const isNear = useNearViewport(ref);
  return (
    <span
      ref={ref}
      className={[styles.slot, className].filter(Boolean).join(' ')}
      data-ready={isNear || undefined}
    >
      {isNear ? (
        <Link
          href={href}
          className={styles.link}
          target={isExternal ? '_blank' : undefined}
          rel={isExternal ? 'noopener noreferrer' : undefined}
        >
          {children}
        </Link>
      ) : (
        <span className={styles.placeholder}>{children}</span>
      )}
    </span>
  );
}
