import type { ListingDetail, ListingRow } from '@balance/api-client';
import { formatDate, MESSAGES, PROPERTY_TYPES } from '@balance/domain';
import { Button, ComboBox, Select, TextField } from '@balance/ui';
import { useState } from 'react';
import { Panel } from '../common/AgentPage';
import { money } from '../common/format';
import { propertyTypeLabel } from '../contracts/contractLabels';
import type { CoversheetFormValues, ManualValues } from './coversheetForm';
import { useServerSearch } from './useServerSearch';
import styles from './Coversheet.module.css';

export type CoversheetPropertyProps = {
  values: CoversheetFormValues;
  onChange: (patch: Partial<CoversheetFormValues>) => void;
  /** The listing lookup (GET /reports/GetListing), newest search wins. */
  searchListings: (text: string) => Promise<ListingRow[]>;
  /** Details of the chosen listing (GET /reports/GetListingInfo). */
  loadListing: (listingId: number) => Promise<ListingDetail>;
};

const TYPE_ITEMS = PROPERTY_TYPES.map((code) => ({ id: code, label: propertyTypeLabel(code) }));

const listingLabel = (row: ListingRow) => `${row.address}, ${row.city} · MLS ${row.mlsNumber}`;

/** The property of the deal: a listing found by search, or the property typed in by hand. */
export function CoversheetProperty({
  values,
  onChange,
  searchListings,
  loadListing,
}: CoversheetPropertyProps) {
  const listingSearch = useServerSearch(searchListings, listingLabel);
  const [listingDetail, setListingDetail] = useState<ListingDetail | null>(null);
  const [listingError, setListingError] = useState<string | null>(null);

  const setManual = (patch: Partial<ManualValues>) => onChange({ manual: { ...values.manual, ...patch } });

  async function chooseListing(id: string | null) {
    const listing = listingSearch.results.find((row) => String(row.listingId) === id);
    if (!listing) return;
    onChange({ listing });
    listingSearch.setText('');
    setListingError(null);
    try {
      const detail = await loadListing(listing.listingId);
      setListingDetail(detail);
      onChange({
        listing: {
          listingId: detail.listingId,
          mlsNumber: detail.mlsNumber,
          address: detail.address,
          city: detail.city,
          state: detail.state,
          zip: detail.zip,
          propertyType: detail.propertyType,
          listPrice: detail.listPrice,
          listDate: detail.listDate,
          status: detail.status,
          listingAgentName: detail.listingAgentName,
        },
      });
    } catch {
      setListingError('The listing details could not be loaded; the listing is still chosen.');
    }
  }

  const listing = values.listing;
  return (
    <Panel title="Property">
      {listing ? (
        <div className={styles.listing}>
          <div className={styles.listingText}>
            <strong>
              {listing.address}, {listing.city}, {listing.state} {listing.zip}
            </strong>
            <span className={styles.muted}>
              MLS {listing.mlsNumber} · {propertyTypeLabel(listing.propertyType)} · listed{' '}
              {formatDate(listing.listDate)} at {money(listing.listPrice)} · {listing.status} ·{' '}
              {listing.listingAgentName}
            </span>
            {listingDetail?.listingId === listing.listingId && (
              <span className={styles.muted}>
                {[
                  listingDetail.bedrooms !== null ? `${listingDetail.bedrooms} bd` : null,
                  listingDetail.bathrooms !== null ? `${listingDetail.bathrooms} ba` : null,
                  listingDetail.squareFeet !== null
                    ? `${listingDetail.squareFeet.toLocaleString('en-US')} sq ft`
                    : null,
                  listingDetail.yearBuilt !== null ? `built ${listingDetail.yearBuilt}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
          </div>
          <Button size="sm" onPress={() => onChange({ listing: null })}>
            Clear listing
          </Button>
        </div>
      ) : (
        <ComboBox
          label="Listing"
          name="listing"
          description="Search your listings by address or MLS number, or fill in the property below."
          placeholder="e.g. Hawthorne"
          items={listingSearch.results.map((row) => ({
            id: String(row.listingId),
            label: listingLabel(row),
          }))}
          inputValue={listingSearch.text}
          onInputChange={(text) => void listingSearch.onInput(text)}
          selectedKey={null}
          onSelectionChange={(id) => void chooseListing(id)}
          emptyText={listingSearch.text.trim().length < 2 ? 'Type 2 or more characters' : 'No listings match'}
        />
      )}
      {listingError && <p className={styles.muted}>{listingError}</p>}
      {listingSearch.failed && (
        <p className={styles.problem} role="alert">
          {MESSAGES.somethingWentWrong}: the listing search failed.
        </p>
      )}
      {!listing && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>No listing: the property by hand</legend>
          <div className={styles.grid}>
            <TextField
              label="Address"
              name="address"
              className={styles.wide}
              value={values.manual.address}
              onChange={(address) => setManual({ address })}
            />
            <TextField
              label="City"
              name="city"
              value={values.manual.city}
              onChange={(city) => setManual({ city })}
            />
            <TextField
              label="State"
              name="state"
              value={values.manual.state}
              onChange={(state) => setManual({ state: state.toUpperCase().slice(0, 2) })}
            />
            <TextField
              label="Zip"
              name="zip"
              inputMode="numeric"
              value={values.manual.zip}
              onChange={(zip) => setManual({ zip: zip.slice(0, 10) })}
            />
            <Select
              label="Property type"
              name="propertyType"
              items={TYPE_ITEMS}
              selectedKey={values.manual.propertyType || null}
              onSelectionChange={(key) =>
                setManual({ propertyType: (key ?? '') as ManualValues['propertyType'] })
              }
            />
          </div>
        </fieldset>
      )}
    </Panel>
  );
}
