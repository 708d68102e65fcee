import {
  CONTRACT_FILTER_LABELS,
  CONTRACT_FILTERS,
  CONTRACT_SIDE_LABELS,
  CONTRACT_SIDES,
  yearChoices,
  type ContractFilter,
  type ContractSide,
} from '@balance/domain';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styles from './ReportView.module.css';

type Option<K extends Key> = { id: K; label: string };

type FilterSelectProps<K extends Key> = {
  label: string;
  options: ReadonlyArray<Option<K>>;
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
};

/** One labelled filter of a report: a react-aria Select over a fixed list of options. */
function FilterSelect<K extends Key>({ label, options, value, onChange, isDisabled }: FilterSelectProps<K>) {
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

export type YearSelectProps = {
  /** "Now", as a prop: the choices run from 2020 to this date's year (deterministic screenshots). */
  now: Date;
  value: number;
  onChange: (year: number) => void;
  label?: string;
  isDisabled?: boolean;
};

/** Report year: 2020 to the current year, newest first. */
export function YearSelect({ now, value, onChange, label = 'Year', isDisabled }: YearSelectProps) {
  const options = useMemo(() => yearChoices(now).map((year) => ({ id: year, label: String(year) })), [now]);
  return (
    <FilterSelect label={label} options={options} value={value} onChange={onChange} isDisabled={isDisabled} />
  );
}

const CONTRACT_FILTER_OPTIONS = CONTRACT_FILTERS.map((id) => ({ id, label: CONTRACT_FILTER_LABELS[id] }));

export type ContractFilterSelectProps = {
  value: ContractFilter;
  onChange: (value: ContractFilter) => void;
  label?: string;
  isDisabled?: boolean;
};

/** Contract status filter: Not Selected, Pending, Closed, Fallen, No Contract. */
export function ContractFilterSelect({
  value,
  onChange,
  label = 'Contract',
  isDisabled,
}: ContractFilterSelectProps) {
  return (
    <FilterSelect
      label={label}
      options={CONTRACT_FILTER_OPTIONS}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    />
  );
}

export type ContractSideFilter = ContractSide | 'ALL';
const CONTRACT_SIDE_OPTIONS: ReadonlyArray<Option<ContractSideFilter>> = [
  { id: 'ALL', label: 'All sides' },
  ...CONTRACT_SIDES.map((id) => ({ id, label: CONTRACT_SIDE_LABELS[id] })),
];

export type ContractSideSelectProps = {
  value: ContractSideFilter;
  onChange: (value: ContractSideFilter) => void;
  label?: string;
  isDisabled?: boolean;
};

/** Contract side filter: all sides, or List, Buy, List Ref, Buy Ref. */
export function ContractSideSelect({ value, onChange, label = 'Side', isDisabled }: ContractSideSelectProps) {
  return (
    <FilterSelect
      label={label}
      options={CONTRACT_SIDE_OPTIONS}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    />
  );
}
