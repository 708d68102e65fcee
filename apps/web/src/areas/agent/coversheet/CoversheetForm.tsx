import type { AgentOption, ListingDetail, ListingRow } from '@balance/api-client';
import {
  CONTACT_TYPES,
  CONTRACT_SIDE_LABELS,
  CONTRACT_SIDES,
  formatDate,
  MESSAGES,
  PROPERTY_TYPES,
} from '@balance/domain';
import { Button, ComboBox, DatePicker, NumberField, Select, TextField } from '@balance/ui';
import { parseDate } from '@internationalized/date';
import { useRef, useState, type FormEvent } from 'react';
import { Panel } from '../common/AgentPage';
import { cents, money } from '../common/format';
import { propertyTypeLabel } from '../contracts/contractLabels';
import {
  grossCommission,
  splitTotal,
  type CoversheetErrors,
  type CoversheetFormValues,
  type ManualValues,
} from './coversheetForm';
import styles from './Coversheet.module.css';

export type CoversheetFormProps = {
  values: CoversheetFormValues;
  onChange: (patch: Partial<CoversheetFormValues>) => void;
  errors: CoversheetErrors;
  onSubmit: () => void;
  isSaving: boolean;
  /**
   * How the last save went, repeated beside the Save button (the page's own message is at the top,
   * out of view after a long form). Plain text: the page's message is the one announced.
   */
  saveNote?: { tone: 'saved' | 'failed'; text: string } | null;
  /** The listing lookup (GET /reports/GetListing), newest search wins. */
  searchListings: (text: string) => Promise<ListingRow[]>;
  /** Details of the chosen listing (GET /reports/GetListingInfo). */
  loadListing: (listingId: number) => Promise<ListingDetail>;
  /** The office's agents (GET /agents/InternalAgentDropdown). */
  searchAgents: (text: string) => Promise<AgentOption[]>;
};

function toCalendar(value: string | null) {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

const SIDE_ITEMS = CONTRACT_SIDES.map((side) => ({ id: side, label: CONTRACT_SIDE_LABELS[side] }));
const TYPE_ITEMS = PROPERTY_TYPES.map((code) => ({ id: code, label: propertyTypeLabel(code) }));
const CONTACT_ITEMS = CONTACT_TYPES.map((type) => ({ id: type, label: type }));

let contactSequence = 0;

const listingLabel = (row: ListingRow) => `${row.address}, ${row.city} · MLS ${row.mlsNumber}`;
const agentLabel = (option: AgentOption) => `${option.name} · office ${option.officeNum}`;

/** A search box whose results come from the server as the user types (2+ characters); newest wins. */
function useServerSearch<T>(search: (text: string) => Promise<T[]>, labelOf: (item: T) => string) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<T[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  async function onInput(next: string) {
    setText(next);
    // Choosing an option writes its label into the input: that is no new search.
    if (results.some((item) => labelOf(item) === next)) return;
    latest.current += 1;
    const ticket = latest.current;
    if (next.trim().length < 2) {
      setResults([]);
      return;
    }
    try {
      const found = await search(next.trim());
      if (latest.current !== ticket) return;
      setResults(found);
      setFailed(false);
    } catch {
      if (latest.current === ticket) setFailed(true);
    }
  }
  const reset = () => {
    latest.current += 1;
    setText('');
    setResults([]);
  };
  return { text, setText, results, onInput, failed, reset };
}

/** The coversheet of a contract: property (listing or by hand), deal, agents and splits, contacts, notes. */
export function CoversheetForm({
  values,
  onChange,
  errors,
  onSubmit,
  isSaving,
  saveNote = null,
  searchListings,
  loadListing,
  searchAgents,
}: CoversheetFormProps) {
  const listingSearch = useServerSearch(searchListings, listingLabel);
  const agentSearch = useServerSearch(searchAgents, agentLabel);
  const [agentBoxKey, setAgentBoxKey] = useState(0);
  const agentBoxRef = useRef<HTMLDivElement>(null);
  const [listingDetail, setListingDetail] = useState<ListingDetail | null>(null);
  const [listingError, setListingError] = useState<string | null>(null);
  const gross = grossCommission(values);
  const total = splitTotal(values.agents);

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

  function addAgent(id: string | null) {
    const agent = agentSearch.results.find((option) => String(option.userId) === id);
    if (!agent || values.agents.some((existing) => existing.userId === agent.userId)) return;
    const remaining = Math.max(0, 100 - total);
    onChange({
      agents: [...values.agents, { userId: agent.userId, name: agent.name, splitPercent: remaining }],
    });
    // A fresh, closed search box for the next agent; focus stays in it.
    agentSearch.reset();
    setAgentBoxKey((key) => key + 1);
    requestAnimationFrame(() => agentBoxRef.current?.querySelector('input')?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  const listing = values.listing;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Coversheet">
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
            emptyText={
              listingSearch.text.trim().length < 2 ? 'Type 2 or more characters' : 'No listings match'
            }
            isInvalid={Boolean(errors.listing)}
            errorMessage={errors.listing}
            validationBehavior="aria"
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
                className={styles.wide}
                value={values.manual.address}
                onChange={(address) => setManual({ address })}
                isInvalid={Boolean(errors.address)}
                errorMessage={errors.address}
                validationBehavior="aria"
              />
              <TextField
                label="City"
                value={values.manual.city}
                onChange={(city) => setManual({ city })}
                isInvalid={Boolean(errors.city)}
                errorMessage={errors.city}
                validationBehavior="aria"
              />
              <TextField
                label="State"
                value={values.manual.state}
                onChange={(state) => setManual({ state: state.toUpperCase().slice(0, 2) })}
                isInvalid={Boolean(errors.state)}
                errorMessage={errors.state}
                validationBehavior="aria"
              />
              <TextField
                label="Zip"
                inputMode="numeric"
                value={values.manual.zip}
                onChange={(zip) => setManual({ zip: zip.slice(0, 10) })}
                isInvalid={Boolean(errors.zip)}
                errorMessage={errors.zip}
                validationBehavior="aria"
              />
              <Select
                label="Property type"
                items={TYPE_ITEMS}
                selectedKey={values.manual.propertyType || null}
                onSelectionChange={(key) =>
                  setManual({ propertyType: (key ?? '') as ManualValues['propertyType'] })
                }
                isInvalid={Boolean(errors.propertyType)}
                errorMessage={errors.propertyType}
                validationBehavior="aria"
              />
            </div>
          </fieldset>
        )}
      </Panel>

      <Panel title="Deal">
        <div className={styles.grid}>
          <Select
            label="Side"
            items={SIDE_ITEMS}
            selectedKey={values.side}
            onSelectionChange={(key) => {
              const side = CONTRACT_SIDES.find((candidate) => candidate === key);
              if (side) onChange({ side });
            }}
          />
          <NumberField
            label="Sale price"
            value={values.salePrice ?? Number.NaN}
            onChange={(value) => onChange({ salePrice: Number.isNaN(value) ? null : value })}
            formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
            minValue={0}
            step={1000}
            hideSteppers
            isInvalid={Boolean(errors.salePrice)}
            errorMessage={errors.salePrice}
            validationBehavior="aria"
          />
          <NumberField
            label="Commission rate (%)"
            value={values.commissionPercent ?? Number.NaN}
            onChange={(value) => onChange({ commissionPercent: Number.isNaN(value) ? null : value })}
            formatOptions={{ maximumFractionDigits: 3 }}
            minValue={0}
            maxValue={100}
            step={0.25}
            isInvalid={Boolean(errors.commissionPercent)}
            errorMessage={errors.commissionPercent}
            validationBehavior="aria"
          />
          <DatePicker
            label="Contract date"
            value={toCalendar(values.contractDate)}
            onChange={(date) => onChange({ contractDate: date ? date.toString() : null })}
            isInvalid={Boolean(errors.contractDate)}
            errorMessage={errors.contractDate}
            validationBehavior="aria"
          />
          <DatePicker
            label="Closing date"
            value={toCalendar(values.closingDate)}
            onChange={(date) => onChange({ closingDate: date ? date.toString() : null })}
            isInvalid={Boolean(errors.closingDate)}
            errorMessage={errors.closingDate}
            validationBehavior="aria"
          />
          <div className={styles.computed}>
            <span className={styles.computedLabel}>Gross commission</span>
            <span className={styles.computedValue}>{cents(gross)}</span>
          </div>
        </div>
      </Panel>

      <Panel title="Agents">
        {values.agents.length > 0 && (
          <ul className={styles.rows}>
            {values.agents.map((agent, index) => (
              <li key={agent.userId} className={styles.agentRow}>
                <span className={styles.agentName}>{agent.name}</span>
                <NumberField
                  label={`Split for ${agent.name} (%)`}
                  value={agent.splitPercent ?? Number.NaN}
                  onChange={(value) => {
                    const agents = values.agents.slice();
                    agents[index] = { ...agent, splitPercent: Number.isNaN(value) ? null : value };
                    onChange({ agents });
                  }}
                  minValue={0}
                  maxValue={100}
                  step={5}
                />
                <span className={styles.agentAmount}>{cents((gross * (agent.splitPercent ?? 0)) / 100)}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() =>
                    onChange({ agents: values.agents.filter((other) => other.userId !== agent.userId) })
                  }
                  aria-label={`Remove ${agent.name}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {values.agents.length > 0 && (
          <p
            className={errors.splits ? styles.problem : styles.muted}
            role={errors.splits ? 'alert' : undefined}
          >
            {errors.splits ?? `Splits add up to ${total}%.`}
          </p>
        )}
        <div ref={agentBoxRef} className={styles.addAgent}>
          <ComboBox
            key={agentBoxKey}
            label="Add an agent"
            placeholder="Type an agent's name"
            items={agentSearch.results
              .filter((option) => !values.agents.some((agent) => agent.userId === option.userId))
              .map((option) => ({
                id: String(option.userId),
                label: `${option.name} · office ${option.officeNum}`,
              }))}
            inputValue={agentSearch.text}
            onInputChange={(text) => void agentSearch.onInput(text)}
            selectedKey={null}
            onSelectionChange={addAgent}
            emptyText={agentSearch.text.trim().length < 2 ? 'Type 2 or more characters' : 'No agents match'}
            // 'You must select at least one agent' belongs to the field that fixes it: a refused save
            // focuses it (the first invalid field) with the message beneath.
            isInvalid={Boolean(errors.agents)}
            errorMessage={errors.agents}
            validationBehavior="aria"
          />
        </div>
      </Panel>

      <Panel
        title="Contacts"
        actions={
          <Button
            size="sm"
            onPress={() =>
              onChange({
                contacts: [
                  ...values.contacts,
                  {
                    key: `n${(contactSequence += 1)}`,
                    type: 'Buyer',
                    name: '',
                    company: '',
                    phone: '',
                    email: '',
                  },
                ],
              })
            }
          >
            Add contact
          </Button>
        }
      >
        {values.contacts.length === 0 ? (
          <p className={styles.muted}>
            No contacts yet: add the buyer, seller, co-op agent, lender and title company.
          </p>
        ) : (
          <ul className={styles.rows}>
            {values.contacts.map((contact, index) => {
              const update = (patch: Partial<typeof contact>) => {
                const contacts = values.contacts.slice();
                contacts[index] = { ...contact, ...patch };
                onChange({ contacts });
              };
              return (
                <li key={contact.key} className={styles.contactRow}>
                  <Select
                    label="Type"
                    items={CONTACT_ITEMS}
                    selectedKey={contact.type}
                    onSelectionChange={(key) => {
                      const type = CONTACT_TYPES.find((candidate) => candidate === key);
                      if (type) update({ type });
                    }}
                  />
                  <TextField
                    label="Name"
                    value={contact.name}
                    onChange={(name) => update({ name })}
                    isInvalid={Boolean(errors[`contact-${contact.key}-name`])}
                    errorMessage={errors[`contact-${contact.key}-name`]}
                    validationBehavior="aria"
                  />
                  <TextField
                    label="Company"
                    value={contact.company}
                    onChange={(company) => update({ company })}
                  />
                  <TextField
                    label="Phone"
                    type="tel"
                    value={contact.phone}
                    onChange={(phone) => update({ phone })}
                  />
                  <TextField
                    label="E-mail"
                    type="email"
                    value={contact.email}
                    onChange={(email) => update({ email })}
                    isInvalid={Boolean(errors[`contact-${contact.key}-email`])}
                    errorMessage={errors[`contact-${contact.key}-email`]}
                    validationBehavior="aria"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    className={styles.removeContact}
                    onPress={() =>
                      onChange({ contacts: values.contacts.filter((other) => other.key !== contact.key) })
                    }
                    aria-label={`Remove contact ${contact.name || index + 1}`}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>

      <Panel title="Notes">
        <TextField
          label="Notes for the office"
          isMultiline
          value={values.notes}
          onChange={(notes) => onChange({ notes: notes.slice(0, 4000) })}
          description={`${values.notes.length} of 4,000 characters`}
        />
      </Panel>

      <div className={styles.saveBar}>
        {saveNote && (
          <p className={styles.saveNote} data-tone={saveNote.tone} aria-hidden>
            {saveNote.text}
          </p>
        )}
        <Button type="submit" variant="primary" isPending={isSaving}>
          Save coversheet
        </Button>
      </div>
    </form>
  );
}
