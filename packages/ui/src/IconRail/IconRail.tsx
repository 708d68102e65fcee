import { TriangleAlert } from 'lucide-react';
import { createElement, memo, type KeyboardEvent } from 'react';
import { Button, Link } from 'react-aria-components';
import { iconFor } from './icons';
import styles from './IconRail.module.css';

/** A report item (the shape the agent report-items call returns): only enabled items are shown. */
export type ReportItem = {
  title: string;
  path: string;
  icon: string;
  enabled: boolean;
};

export type IconRailProps = {
  items: ReportItem[];
  /** The current route; an item is active when it matches the item's link (or a path below it). */
  currentPath: string;
  /** Prefix of every item's link (the app passes its area's root). */
  basePath: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** id of the nav element (the top bar's menu toggle points at it with aria-controls). */
  id?: string;
  /** Narrow layouts only: whether the rail is open (it hides behind the mobile menu toggle). */
  isOpen?: boolean;
  /** Called with false when Escape is pressed in the open rail or an item is chosen. */
  onOpenChange?: (isOpen: boolean) => void;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

export function reportHref(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return `${base}/${trimSlashes(path)}`;
}

export function isActivePath(href: string, currentPath: string): boolean {
  const current = (currentPath.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  const target = href.replace(/\/+$/, '').toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}

/** The agent area's left rail of report links, with compact always-visible labels. */
export function IconRail({
  items,
  currentPath,
  basePath,
  label = 'Reports',
  id,
  isOpen = false,
  onOpenChange,
  isLoading = false,
  error = null,
  onRetry,
}: IconRailProps) {
  const visible = items.filter((item) => item.enabled);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onOpenChange?.(false);
      // Focus goes back to the toggle that opened the rail, not lost on a hidden element.
      if (id) document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    }
  };

  return (
    // Escape closes the open rail on narrow layouts; the links inside stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      className={styles.rail}
      aria-label={label}
      id={id}
      data-open={isOpen || undefined}
      onKeyDown={handleKeyDown}
    >
      {isLoading ? (
        <div className={styles.list} role="status">
          {Array.from({ length: 7 }, (_, index) => (
            <span key={index} className={styles.skeletonItem} aria-hidden>
              <span className={styles.skeletonIcon} />
              <span className={styles.skeletonText} />
            </span>
          ))}
          <span className="visually-hidden">Loading reports…</span>
        </div>
      ) : error ? (
        <div className={styles.error} role="alert">
          <TriangleAlert size={18} aria-hidden />
          <span className={styles.errorText}>{error}</span>
          {onRetry && (
            <Button className={styles.retry} onPress={onRetry}>
              Retry
            </Button>
          )}
        </div>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>No reports available.</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((item) => {
            const href = reportHref(basePath, item.path);
            return (
              <RailLink
                key={item.path}
                href={href}
                item={item}
                isCurrent={isActivePath(href, currentPath)}
                onOpenChange={onOpenChange}
              />
            );
          })}
        </ul>
      )}
    </nav>
  );
}

type RailLinkProps = {
  href: string;
  item: ReportItem;
  isCurrent: boolean;
  onOpenChange: ((isOpen: boolean) => void) | undefined;
};

// Memoized: a move to another page re-renders the rail, and only the two items whose `aria-current`
// changes need to render again (each link is a react-aria Link with its press and focus hooks).
const RailLink = memo(function RailLink({ href, item, isCurrent, onOpenChange }: RailLinkProps) {
  return (
    <li>
      <Link
        href={href}
        className={styles.link}
        aria-current={isCurrent ? 'page' : undefined}
        onPress={() => onOpenChange?.(false)}
      >
        {createElement(iconFor(item.icon), { size: 20, 'aria-hidden': true, className: styles.icon })}
        <span className={styles.label}>{item.title}</span>
      </Link>
    </li>
  );
});
