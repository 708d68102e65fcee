import type { AgentOption, Coversheet, ListingDetail, ListingRow } from '@balance/api-client';
import { CONTRACT_SIDE_LABELS, CONTRACT_SIDES } from '@balance/domain';
import { Button, DatePicker, NumberField, Select, TextField } from '@balance/ui';
import { parseDate } from '@internationalized/date';
import { FormFrame, type SaveFormState } from '../../../app/forms';
import { Panel } from '../common/AgentPage';
import { cents } from '../common/format';
import { CoversheetAgents } from './CoversheetAgents';
import { CoversheetContacts } from './CoversheetContacts';
import { CoversheetProperty } from './CoversheetProperty';
import { grossCommission, type CoversheetErrors, type CoversheetFormValues } from './coversheetForm';
import styles from './Coversheet.module.css';

/** The names of the form's fields (and of the splits' message), as its errors key them. */
export type CoversheetField = keyof CoversheetErrors;

export type CoversheetFormProps = {
  values: CoversheetFormValues;
  onChange: (patch: Partial<CoversheetFormValues>) => void;
  /** The save sequence of the sheet: its messages, pending save and submit. */
  form: SaveFormState<CoversheetFormValues, CoversheetField, Coversheet>;
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

/** The coversheet of a contract: property (listing or by hand), deal, agents and splits, contacts, notes. */
export function CoversheetForm({
  values,
  onChange,
  form,
  saveNote = null,
  searchListings,
  loadListing,
  searchAgents,
}: CoversheetFormProps) {
  return (
    <FormFrame label="Coversheet" className={styles.form} form={form} values={values} revealMessage>
      <CoversheetProperty
        values={values}
        onChange={onChange}
        searchListings={searchListings}
        loadListing={loadListing}
      />

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
            name="salePrice"
            value={values.salePrice ?? Number.NaN}
            onChange={(value) => onChange({ salePrice: Number.isNaN(value) ? null : value })}
            formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
            minValue={0}
            step={1000}
            hideSteppers
          />
          <NumberField
            label="Commission rate (%)"
            name="commissionPercent"
            value={values.commissionPercent ?? Number.NaN}
            onChange={(value) => onChange({ commissionPercent: Number.isNaN(value) ? null : value })}
            formatOptions={{ maximumFractionDigits: 3 }}
            minValue={0}
            maxValue={100}
            step={0.25}
          />
          <DatePicker
            label="Contract date"
            name="contractDate"
            value={toCalendar(values.contractDate)}
            onChange={(date) => onChange({ contractDate: date ? date.toString() : null })}
          />
          <DatePicker
            label="Closing date"
            name="closingDate"
            value={toCalendar(values.closingDate)}
            onChange={(date) => onChange({ closingDate: date ? date.toString() : null })}
          />
          <div className={styles.computed}>
            <span className={styles.computedLabel}>Gross commission</span>
            <span className={styles.computedValue}>{cents(grossCommission(values))}</span>
          </div>
        </div>
      </Panel>

      <CoversheetAgents
        values={values}
        onChange={onChange}
        splitsError={form.errors.splits}
        searchAgents={searchAgents}
      />

      <CoversheetContacts contacts={values.contacts} onChange={onChange} />

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
        <Button type="submit" variant="primary" isPending={form.isPending}>
          Save coversheet
        </Button>
      </div>
    </FormFrame>
  );
}
