// The listing page (/main/listings/profile?listingId=): the listing's details, its price changes and
// the contract(s) it led to, each opening the contract page.
import { useLocation, useSearch } from 'wouter';
import { formatCurrency } from '@balance/domain';
import { DataGrid, DetailCard, DetailList, type ColumnDef, type DetailItem } from '@balance/ui';
import { useApiClient } from '../../../../api/ApiClientProvider';
import { unwrap } from '../../../../api/client';
import type { ListingPriceChange, ListingProfile } from '../../../../api/types';
import { useApiQuery } from '../../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../../app/LoadErrorNotice';
import { idParam } from '../../../../app/paths';
import { ChooseFirst, ManagePage } from '../../manage/ManagePage';
import { contractSearch } from '../../resources/contracts';
import styles from '../../manage/manage.module.css';

const PRICE_COLUMNS: ColumnDef<ListingPriceChange>[] = [
  { key: 'date', header: 'Date', format: 'date', width: 130 },
  { key: 'price', header: 'List Price', format: 'currency', width: 150 },
  {
    key: 'change',
    header: 'Change',
    align: 'end',
    width: 150,
    accessor: (row) =>
      row.previousPrice === null ? 'First list price' : formatCurrency(row.price - row.previousPrice),
  },
];

export function listingDetails({ listing, details }: ListingProfile): DetailItem[] {
  return [
    { label: 'Address', value: `${listing.address}, ${listing.city}, ${details.state} ${details.zip}` },
    { label: 'MLS Number', value: listing.mlsNumber },
    { label: 'Property Type', value: listing.propertyType },
    { label: 'Status', value: listing.status },
    { label: 'List Price', value: formatCurrency(listing.listPrice) },
    { label: 'List Date', value: listing.listDate, format: 'date' },
    { label: 'Expiration', value: listing.expirationDate, format: 'date' },
    { label: 'Listing Agent', value: listing.agentName },
    { label: 'Office', value: `${listing.officeNum} · ${listing.officeName}` },
    { label: 'Bedrooms', value: details.bedrooms, format: 'number' },
    { label: 'Bathrooms', value: details.bathrooms, format: 'number' },
    { label: 'Square Feet', value: details.squareFeet, format: 'number' },
    { label: 'Year Built', value: details.yearBuilt === null ? null : String(details.yearBuilt) },
    { label: 'Description', value: details.description },
  ];
}

export function ListingPage() {
  const listingId = idParam(new URLSearchParams(useSearch()).get('listingId') ?? undefined);
  return (
    <ManagePage
      section="companies"
      title="Listing"
      description="The listing's details, its price changes and the contracts it led to."
    >
      {listingId === null ? (
        <ChooseFirst>Open a listing from Vitals → Listings List.</ChooseFirst>
      ) : (
        <Listing key={listingId} listingId={listingId} />
      )}
    </ManagePage>
  );
}

function Listing({ listingId }: { listingId: number }) {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const profile = useApiQuery(['listing', listingId], async (signal) =>
    unwrap(await api.GET('/listings/{id}', { params: { path: { id: listingId } }, signal })),
  );
  const data = profile.data;
  const failed = profile.status === 'error' && !data;
  return (
    <>
      {profile.status === 'error' && (
        <LoadErrorNotice error={profile.error} what="the listing" onRetry={profile.reload} />
      )}
      <DetailCard
        title={data ? data.listing.address : 'Listing'}
        subtitle={`Listing ${listingId}`}
        headingLevel={2}
        isLoading={!data && !failed}
        error={failed ? 'The listing could not be loaded.' : null}
        onRetry={profile.reload}
        isDisabled
      >
        {data && <DetailList items={listingDetails(data)} />}
      </DetailCard>
      <section className={styles.card} aria-labelledby="listing-prices-title">
        <h2 id="listing-prices-title" className={styles.cardTitle}>
          Price changes
        </h2>
        <DataGrid
          columns={PRICE_COLUMNS}
          rows={data?.priceHistory ?? []}
          getRowId={(row) => `${row.date}-${row.price}`}
          label="Price changes"
          isLoading={!data && !failed}
          error={failed ? 'The price changes could not be loaded.' : null}
          onRetry={profile.reload}
          emptyState="No price changes."
        />
      </section>
      <section className={styles.card} aria-labelledby="listing-contracts-title">
        <h2 id="listing-contracts-title" className={styles.cardTitle}>
          Contracts
        </h2>
        <DataGrid
          columns={contractSearch.columns}
          rows={data?.contracts ?? []}
          getRowId={contractSearch.idOf}
          label="Contracts of the listing"
          isLoading={!data && !failed}
          error={failed ? 'The contracts could not be loaded.' : null}
          onRetry={profile.reload}
          emptyState="This listing has led to no contract."
          onSelectionChange={(_id, row) => navigate(contractSearch.open(row))}
        />
      </section>
    </>
  );
}
