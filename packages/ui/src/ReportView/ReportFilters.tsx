import { Check, ChevronDown } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styles from './ReportView.module.css';

/** One choice of a FilterSelect. */
export type FilterOption<K extends Key> = { id: K; label: string };

export type FilterSelectProps<K extends Key> = {
  label: string;
  options: ReadonlyArray<FilterOption<K>>;
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
};

/**
 * One labelled filter of a report: a react-aria Select over a fixed list of options. The app gives the
 * options (years, contract statuses, sides); the library knows none of them.
 */
export function FilterSelect<K extends Key>({
  label,
  options,
  value,
  onChange,
  isDisabled,
}: FilterSelectProps<K>) {
  return (
    <Select
      className={styles.filter}
      value={value}
      isDisabled={isDisabled}
      onChange={(key) => {
        const option = options.find((candidate) => candidate.id === key);
        if (option) onChange(option.id);
      }}
    >
      <Label className={styles.filterLabel}>{label}</Label>
      <Button className={styles.filterButton}>
        <SelectValue className={styles.filterValue} />
        <ChevronDown size={16} aria-hidden />
      </Button>
      <Popover className={styles.filterPopover} offset={4}>
        <ListBox className={styles.filterList} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.filterOption} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected && <Check size={14} aria-hidden />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
