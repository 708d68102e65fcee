import type { ContractSummary } from '@balance/api-client';
import {
  CONTRACT_FILTER_LABELS,
  emailError as emailRuleError,
  formatDate,
  MESSAGES,
  type ContractFilter,
} from '@balance/domain';
import { Button, DatePicker, Tabs, TextField } from '@balance/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState, type FormEvent } from 'react';
import { FormFrame, useSaveForm } from '../../../app/forms';
import { Panel } from '../common/AgentPage';
import { money, sideLabel } from '../common/format';
import { ContractFilterSelect } from './ReportFilters';
import styles from './Reports.module.css';

export type SummaryMode = 'address' | 'date' | 'no-contract';

const SUMMARY_TABS: { id: SummaryMode; label: string }[] = [
  { id: 'address', label: 'By address' },
  { id: 'date', label: 'By date' },
  { id: 'no-contract', label: 'No contract, by date' },
];

export type SummaryQuery =
  | { mode: 'address'; address: string }
  | { mode: 'date'; from: string; to: string; contractFilter: ContractFilter }
  | { mode: 'no-contract'; from: string; to: string };

export type ContractSummaryPanelProps = {
  now: Date;
  /** Runs a search; rejects on failure. */
  onSearch: (query: SummaryQuery) => Promise<ContractSummary[]>;
  /** E-mails a contract summary; resolves to the server's message, rejects with its message. */
  onEmail: (request: { contractId: number; email: string }) => Promise<string>;
  /** The agent's e-mail, offered as the default recipient. */
  defaultEmail?: string;
};

/** The e-mail form's values: the row to send (one with a contract) and the recipient. */
type EmailValues = { row: ContractSummary; email: string };

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; rows: ContractSummary[] }
  | { status: 'error'; message: string };

function isoDay(date: CalendarDate | null): string | null {
  return date ? date.toString() : null;
}

/** Contract summaries by address, by date and listings with no contract, each can be e-mailed. */
export function ContractSummaryPanel({
  now,
  onSearch,
  onEmail,
  defaultEmail = '',
}: ContractSummaryPanelProps) {
  const year = now.getFullYear();
  const [mode, setMode] = useState<SummaryMode>('address');
  const [address, setAddress] = useState('');
  const [from, setFrom] = useState<CalendarDate | null>(() => parseDate(`${year}-01-01`));
  const [to, setTo] = useState<CalendarDate | null>(() => parseDate(`${year}-12-31`));
  const [contractFilter, setContractFilter] = useState<ContractFilter>('SELECT');
  const [fieldError, setFieldError] = useState<Partial<Record<'address' | 'from' | 'to', string>>>({});
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [emailRow, setEmailRow] = useState<ContractSummary | null>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [emailNotice, setEmailNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const emailForm = useSaveForm({
    fields: ['email'],
    validate: ({ email: typed }: EmailValues) => {
      const trimmed = typed.trim();
      const problem = trimmed === '' ? 'E-mail is required' : emailRuleError(trimmed);
      return problem ? { email: problem } : {};
    },
    save: ({ row, email: typed }: EmailValues) =>
      onEmail({ contractId: row.contractId ?? 0, email: typed.trim() }),
    readError: (error) => ({
      formError: error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong,
    }),
    onSaved: (message) => {
      setEmailResult({ ok: true, message: message || MESSAGES.contractSentToEmail });
      setEmailRow(null);
    },
  });
  // The line above the results: how the last e-mail went, or why a row cannot be e-mailed.
  const emailResult = emailForm.formError ? { ok: false, message: emailForm.formError } : emailNotice;
  function setEmailResult(next: { ok: boolean; message: string } | null) {
    setEmailNotice(next);
    emailForm.reset();
  }

  async function run(event: FormEvent) {
    event.preventDefault();
    const errors: typeof fieldError = {};
    let query: SummaryQuery;
    if (mode === 'address') {
      if (address.trim().length < 2) errors.address = 'Type at least 2 characters of the address';
      query = { mode, address: address.trim() };
    } else {
      const fromDay = isoDay(from);
      const toDay = isoDay(to);
      if (!fromDay) errors.from = 'From date is required';
      if (!toDay) errors.to = 'To date is required';
      if (fromDay && toDay && fromDay > toDay) errors.to = 'To date must be on or after the From date';
      query =
        mode === 'date'
          ? { mode, from: fromDay ?? '', to: toDay ?? '', contractFilter }
          : { mode, from: fromDay ?? '', to: toDay ?? '' };
    }
    setFieldError(errors);
    if (Object.keys(errors).length > 0) return;
    setSearch({ status: 'loading' });
    setEmailRow(null);
    setEmailResult(null);
    try {
      setSearch({ status: 'done', rows: await onSearch(query) });
    } catch (error) {
      setSearch({
        status: 'error',
        message: error instanceof Error ? error.message : MESSAGES.somethingWentWrong,
      });
    }
  }

  function startEmail(row: ContractSummary) {
    setEmailResult(null);
    if (row.contractId === null) {
      setEmailRow(null);
      setEmailResult({ ok: false, message: MESSAGES.noContractAvailable });
      return;
    }
    setEmailRow(row);
  }

  const dateFields = (
    <>
      <DatePicker
        label="From"
        value={from}
        onChange={setFrom}
        isInvalid={Boolean(fieldError.from)}
        errorMessage={fieldError.from}
        validationBehavior="aria"
      />
      <DatePicker
        label="To"
        value={to}
        onChange={setTo}
        isInvalid={Boolean(fieldError.to)}
        errorMessage={fieldError.to}
        validationBehavior="aria"
      />
    </>
  );

  return (
    <Panel title="Contract summaries">
      <Tabs
        label="Search contract summaries"
        items={SUMMARY_TABS}
        selectedKey={mode}
        onSelectionChange={(key) => {
          setMode(key);
          setFieldError({});
          setSearch({ status: 'idle' });
          setEmailRow(null);
          setEmailResult(null);
        }}
      >
        {({ id }) => (
          <form className={styles.searchRow} onSubmit={run} noValidate aria-label="Contract summary search">
            {id === 'address' ? (
              <TextField
                label="Address"
                value={address}
                onChange={(value) => {
                  setAddress(value);
                  if (fieldError.address) setFieldError({});
                }}
                placeholder="e.g. Hawthorne"
                isInvalid={Boolean(fieldError.address)}
                errorMessage={fieldError.address}
                validationBehavior="aria"
              />
            ) : (
              dateFields
            )}
            {id === 'date' && <ContractFilterSelect value={contractFilter} onChange={setContractFilter} />}
            <Button
              type="submit"
              variant="primary"
              className={styles.searchButton}
              isPending={search.status === 'loading'}
            >
              Search
            </Button>
          </form>
        )}
      </Tabs>

      {emailResult && (
        <p
          className={emailResult.ok ? styles.success : styles.problem}
          role={emailResult.ok ? 'status' : 'alert'}
        >
          {emailResult.message}
        </p>
      )}

      {search.status === 'error' && (
        <p className={styles.problem} role="alert">
          {MESSAGES.somethingWentWrong}: {search.message}
        </p>
      )}
      {search.status === 'loading' && (
        <p className={styles.muted} role="status">
          Searching…
        </p>
      )}
      {search.status === 'done' && search.rows.length === 0 && (
        <p className={styles.muted} role="status">
          No contracts match this search.
        </p>
      )}
      {search.status === 'done' && search.rows.length > 0 && (
        <>
          <p className={styles.muted} role="status">
            {search.rows.length} {search.rows.length === 1 ? 'result' : 'results'}
          </p>
          {/* A focusable scroll region for keyboard users (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.tableWrap} role="region" aria-label="Contract summary results" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">Contract summary results</caption>
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Status</th>
                  <th scope="col">Side</th>
                  <th scope="col" data-numeric>
                    Price
                  </th>
                  <th scope="col">Date</th>
                  <th scope="col">Closing</th>
                  <th scope="col">Agents</th>
                  <th scope="col" data-numeric>
                    Gross commission
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {search.rows.map((row, index) => (
                  <tr key={`${row.contractId ?? 'l'}-${row.listingId ?? index}`}>
                    <td className={styles.wrapCell}>
                      {row.propertyAddress}, {row.city}
                    </td>
                    <td>{CONTRACT_FILTER_LABELS[row.status]}</td>
                    <td>{sideLabel(row.side)}</td>
                    <td data-numeric>{money(row.price)}</td>
                    <td>{formatDate(row.date)}</td>
                    <td>{formatDate(row.closingDate) || '—'}</td>
                    <td className={styles.wrapCell}>{row.agentNames.join(', ') || '—'}</td>
                    <td data-numeric>{row.grossCommission === null ? '—' : money(row.grossCommission)}</td>
                    <td>
                      <Button
                        size="sm"
                        onPress={() => startEmail(row)}
                        aria-label={`Email the summary of ${row.propertyAddress}`}
                      >
                        Email
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {emailRow && (
        <FormFrame
          label="Email this contract summary"
          className={styles.emailForm}
          form={emailForm}
          values={{ row: emailRow, email }}
        >
          <p>
            Email this contract summary: <strong>{emailRow.propertyAddress}</strong>
          </p>
          <TextField
            label="E-mail"
            name="email"
            type="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              emailForm.edited(['email']);
            }}
          />
          <Button
            type="submit"
            variant="primary"
            className={styles.searchButton}
            isPending={emailForm.isPending}
          >
            Send
          </Button>
          <Button
            className={styles.searchButton}
            onPress={() => setEmailRow(null)}
            isDisabled={emailForm.isPending}
          >
            Cancel
          </Button>
        </FormFrame>
      )}
    </Panel>
  );
}
