// Vitals → Listings List: a company's listings across every agent book, by office, agent, status,
// property type and address or MLS number.
import { useState } from 'react';
import { LISTING_STATUSES, PROPERTY_TYPES, type ListingStatus, type PropertyType } from '@balance/domain';
import { Select } from '@balance/ui';
import { CompanyPage } from '../../manage/CompanyPages';
import { listingSearch, type ListingFilter } from '../../resources/listings';
import { DealSearchGrid } from './DealSearchGrid';
import { PlaceFilters } from './PlaceFilters';
import styles from './deals.module.css';

export function ListingsListPage() {
  return (
    <CompanyPage
      title="Listings List"
      description="Every listing of the company's agents, newest first. Choose one to open its listing page."
    >
      {(id) => <ListingsList key={id} companyId={id} />}
    </CompanyPage>
  );
}

const ANY = 'any';

export function ListingsList({ companyId }: { companyId: number }) {
  const [filter, setFilter] = useState<ListingFilter>({
    companyId,
    officeId: null,
    agentId: null,
    field: 'Address',
    text: '',
    status: null,
    propertyType: null,
  });
  const change = (patch: Partial<ListingFilter>) => setFilter((previous) => ({ ...previous, ...patch }));
  return (
    <DealSearchGrid
      search={listingSearch}
      filter={filter}
      title="Listings"
      filters={
        <div className={styles.filters}>
          <Select
            className={styles.field}
            label="Status"
            items={[{ id: ANY, label: 'Any status' }, ...LISTING_STATUSES.map((s) => ({ id: s, label: s }))]}
            selectedKey={filter.status ?? ANY}
            onSelectionChange={(key) =>
              key && change({ status: key === ANY ? null : (key as ListingStatus) })
            }
          />
          <Select
            className={styles.field}
            label="Property Type"
            items={[{ id: ANY, label: 'Any type' }, ...PROPERTY_TYPES.map((t) => ({ id: t, label: t }))]}
            selectedKey={filter.propertyType ?? ANY}
            onSelectionChange={(key) =>
              key && change({ propertyType: key === ANY ? null : (key as PropertyType) })
            }
          />
          <PlaceFilters place={filter} onChange={change} />
        </div>
      }
    />
  );
}
