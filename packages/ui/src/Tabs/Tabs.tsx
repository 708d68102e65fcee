import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import styles from './Tabs.module.css';

/** One tab: its id (the selection key) and its label. */
export type TabItem<K extends string = string> = {
  id: K;
  label: string;
  isDisabled?: boolean;
};

export type TabsProps<K extends string = string> = {
  /** Accessible name of the tab list (e.g. "Invoices"). */
  label: string;
  items: readonly TabItem<K>[];
  /** The selected tab (controlled). */
  selectedKey?: K;
  /** The tab selected at first (uncontrolled); by default the first enabled one. */
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
  /** The panel of a tab; only the selected tab's panel is rendered. */
  children: (item: TabItem<K>) => ReactNode;
  className?: string;
};

/**
 * Tabs on react-aria's Tabs: arrow keys move between tabs (Home/End to the ends), a disabled tab is
 * skipped, and each panel is labelled by its tab.
 */
export function Tabs<K extends string = string>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  children,
  className,
}: TabsProps<K>) {
  const byKey = (key: Key) => items.find((item) => item.id === key);
  return (
    <AriaTabs
      className={className}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => {
        const item = byKey(key);
        if (item) onSelectionChange?.(item.id);
      }}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.tabPanel}>
          {children(item)}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
