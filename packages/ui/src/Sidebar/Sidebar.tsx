import { ChevronRight, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, Link } from 'react-aria-components';
import styles from './Sidebar.module.css';

export type SidebarItem = {
  id: string;
  label: string;
  /** Items without a link render as plain, muted text. */
  href?: string;
};

export type SidebarGroup = {
  id: string;
  label: string;
  items: SidebarItem[];
};

export type SidebarProps = {
  groups: SidebarGroup[];
  /** The current route; the item whose href equals it is marked as the current page. */
  currentPath: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Heading shown above the groups (e.g. "Companies"). */
  title?: string;
  /** Expanded groups (controlled). By default the group holding the current page, else the first. */
  expandedKeys?: Iterable<Key>;
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  isLoading?: boolean;
  /** A load failure: shown in place of the groups. */
  error?: string | null;
  /** id of the nav element (for a menu toggle's aria-controls). */
  id?: string;
};

/** Normalises a path for comparison: no query/hash, no trailing slash, case-insensitive. */
function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return (bare.length > 1 ? bare.replace(/\/+$/, '') : bare).toLowerCase();
}

export function isCurrentHref(href: string | undefined, currentPath: string): boolean {
  return href !== undefined && normalisePath(href) === normalisePath(currentPath);
}

function defaultKeys(groups: SidebarGroup[], currentPath: string): Key[] {
  const active = groups.find((group) => group.items.some((item) => isCurrentHref(item.href, currentPath)));
  const first = groups.find((group) => group.items.length > 0);
  const chosen = active ?? first;
  return chosen ? [chosen.id] : [];
}

/** The admin area's left navigation: collapsible groups of items, some with links and some without. */
export function Sidebar({
  groups,
  currentPath,
  label = 'Section',
  title,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  isLoading = false,
  error = null,
  id,
}: SidebarProps) {
  const titleId = useId();
  return (
    <nav className={styles.sidebar} aria-label={label} id={id}>
      {title && (
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
      )}
      {isLoading ? (
        <div className={styles.skeleton} role="status">
          {[72, 56, 64, 48, 60, 52].map((width, index) => (
            <span key={index} style={{ width: `${width}%` }} aria-hidden />
          ))}
          <span className="visually-hidden">Loading navigation…</span>
        </div>
      ) : error ? (
        <p className={styles.error} role="alert">
          <TriangleAlert size={16} aria-hidden />
          <span>{error}</span>
        </p>
      ) : groups.length === 0 ? (
        <p className={styles.empty}>No sections available.</p>
      ) : (
        <DisclosureGroup
          allowsMultipleExpanded
          className={styles.groups}
          expandedKeys={expandedKeys}
          defaultExpandedKeys={defaultExpandedKeys ?? defaultKeys(groups, currentPath)}
          onExpandedChange={onExpandedChange}
        >
          {groups.map((group) =>
            group.items.length === 0 ? (
              <div key={group.id} className={styles.plainGroup}>
                {group.label}
              </div>
            ) : (
              <Disclosure key={group.id} id={group.id} className={styles.group}>
                <Heading level={3} className={styles.groupHeading}>
                  <Button slot="trigger" className={styles.groupTrigger}>
                    <ChevronRight size={16} aria-hidden className={styles.chevron} />
                    <span className={styles.groupLabel}>{group.label}</span>
                  </Button>
                </Heading>
                <DisclosurePanel className={styles.panel}>
                  <ul className={styles.items}>
                    {group.items.map((item) => (
                      <li key={item.id}>
                        {item.href ? (
                          <Link
                            href={item.href}
                            className={styles.link}
                            aria-current={isCurrentHref(item.href, currentPath) ? 'page' : undefined}
                          >
                            {item.label}
                          </Link>
                        ) : (
                          <span className={styles.noLink}>{item.label}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </DisclosurePanel>
              </Disclosure>
            ),
          )}
        </DisclosureGroup>
      )}
    </nav>
  );
}
