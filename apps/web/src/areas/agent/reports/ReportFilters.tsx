// The agent reports' filters (year, contract status, side) on the library's generic FilterSelect.
import {
  CONTRACT_FILTER_LABELS,
  CONTRACT_FILTERS,
  CONTRACT_SIDE_LABELS,
  CONTRACT_SIDES,
  yearChoices,
  type ContractFilter,
  type ContractSide,
} from '@balance/domain';
import { FilterSelect, type FilterOption } from '@balance/ui';
import { useMemo } from 'react';

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
const CONTRACT_SIDE_OPTIONS: ReadonlyArray<FilterOption<ContractSideFilter>> = [
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
