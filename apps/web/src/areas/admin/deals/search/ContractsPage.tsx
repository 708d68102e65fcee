// Vitals → Contracts: a company's contracts across every agent book, by the spec's contract filter
// (No Contract: the listings that led to none), side, closing-date range, office, agent and address
// or MLS number.
import { useState } from 'react';
import {
  CONTRACT_FILTER_LABELS,
  CONTRACT_FILTERS,
  CONTRACT_SIDE_LABELS,
  CONTRACT_SIDES,
  closingRangeError,
  type ContractFilter,
  type ContractSide,
} from '@balance/domain';
import { DatePicker, Select } from '@balance/ui';
import { CompanyPage } from '../../manage/CompanyPages';
import { toCalendar } from '../../manage/officeContractForm';
import { contractSearch, type ContractSearchFilter } from '../../resources/contracts';
import { DealSearchGrid } from './DealSearchGrid';
import { PlaceFilters } from './PlaceFilters';
import styles from './deals.module.css';

export function ContractsPage() {
  return (
    <CompanyPage
      title="Contracts"
      description="Every contract of the company's agents, newest first. Choose one to open its contract page."
    >
      {(id) => <ContractsList key={id} companyId={id} />}
    </CompanyPage>
  );
}

const ANY = 'any';

export function ContractsList({ companyId }: { companyId: number }) {
  const [filter, setFilter] = useState<ContractSearchFilter>({
    companyId,
    officeId: null,
    agentId: null,
    field: 'Address',
    text: '',
    filter: 'SELECT',
    side: null,
    closingFrom: '',
    closingTo: '',
  });
  // The range the user is choosing; searched once it runs forwards.
  const [range, setRange] = useState({ from: '', to: '' });
  const rangeError = closingRangeError(range.from || undefined, range.to || undefined);
  const change = (patch: Partial<ContractSearchFilter>) =>
    setFilter((previous) => ({ ...previous, ...patch }));
  const changeRange = (next: { from: string; to: string }) => {
    setRange(next);
    if (!closingRangeError(next.from || undefined, next.to || undefined))
      change({ closingFrom: next.from, closingTo: next.to });
  };
  return (
    <DealSearchGrid
      search={contractSearch}
      filter={filter}
      title="Contracts"
      filters={
        <div className={styles.filters}>
          <Select
            className={styles.field}
            label="Contract Status"
            items={CONTRACT_FILTERS.map((id) => ({ id, label: CONTRACT_FILTER_LABELS[id] }))}
            selectedKey={filter.filter}
            onSelectionChange={(key) => key && change({ filter: key as ContractFilter })}
          />
          <Select
            className={styles.field}
            label="Side"
            items={[
              { id: ANY, label: 'Any side' },
              ...CONTRACT_SIDES.map((id) => ({ id, label: CONTRACT_SIDE_LABELS[id] })),
            ]}
            selectedKey={filter.side ?? ANY}
            onSelectionChange={(key) => key && change({ side: key === ANY ? null : (key as ContractSide) })}
          />
          <DatePicker
            className={styles.field}
            label="Closing From"
            value={toCalendar(range.from)}
            onChange={(value) => changeRange({ ...range, from: value ? value.toString() : '' })}
          />
          <DatePicker
            className={styles.field}
            label="Closing To"
            value={toCalendar(range.to)}
            isInvalid={rangeError !== null}
            errorMessage={rangeError}
            onChange={(value) => changeRange({ ...range, to: value ? value.toString() : '' })}
          />
          <PlaceFilters place={filter} onChange={change} />
        </div>
      }
    />
  );
}
