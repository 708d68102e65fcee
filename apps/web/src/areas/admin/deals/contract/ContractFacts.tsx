// The read-only parts of the Contract page: the property and deal, the side with its agents, the
// contacts by type, the agent's coversheet and the history of status changes.
import {
  CONTACT_TYPES,
  CONTRACT_SIDE_LABELS,
  formatCurrency,
  formatDate,
  formatPercent,
  formatPhone,
} from '@balance/domain';
import { DetailList, Link } from '@balance/ui';
import type { AdminContract } from '../../../../api/types';
import { paths } from '../../../../app/paths';
import manage from '../../manage/manage.module.css';
import styles from './contract.module.css';

export function ContractFacts({ contract: c }: { contract: AdminContract }) {
  return (
    <>
      <section className={manage.card} aria-labelledby="contract-property">
        <h2 id="contract-property" className={manage.cardTitle}>
          Property and Deal
        </h2>
        <DetailList
          items={[
            { label: 'Property', value: `${c.propertyAddress}, ${c.city}, ${c.state} ${c.zip}` },
            { label: 'Property Type', value: c.propertyType },
            { label: 'MLS #', value: c.mlsNumber },
            { label: 'Side', value: CONTRACT_SIDE_LABELS[c.side] },
            { label: 'Price', value: formatCurrency(c.salePrice, { whole: true }) },
            { label: 'Commission Rate', value: formatPercent(c.commissionPercent, 2) },
            { label: 'Contract Date', value: formatDate(c.contractDate) },
            { label: 'Closing Date', value: c.closingDate ? formatDate(c.closingDate) : null },
            { label: 'Office', value: `${c.officeName} (${c.companyName})` },
            { label: 'Commission Plan', value: c.planName },
            ...(c.fallenReason ? [{ label: 'Fell Through Because', value: c.fallenReason }] : []),
          ]}
        />
      </section>
      <section className={manage.card} aria-labelledby="contract-agents">
        <h2 id="contract-agents" className={manage.cardTitle}>
          {CONTRACT_SIDE_LABELS[c.side]} Side: Agents
        </h2>
        <ul className={styles.plainList}>
          {c.agents.map((a) => (
            <li key={a.userId}>
              <Link href={paths.agentProfile.build('membership', a.userId)}>{a.name}</Link>{' '}
              <span className={manage.muted}>{formatPercent(a.splitPercent)} of the side</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={manage.card} aria-labelledby="contract-contacts">
        <h2 id="contract-contacts" className={manage.cardTitle}>
          Contacts
        </h2>
        <dl className={styles.contacts}>
          {CONTACT_TYPES.map((type) => {
            const people = c.contacts.filter((p) => p.type === type);
            return (
              <div key={type} className={styles.contactGroup}>
                <dt className={styles.contactType}>{type}</dt>
                {people.length === 0 ? (
                  <dd className={manage.muted}>None on file</dd>
                ) : (
                  people.map((p, i) => (
                    <dd key={`${p.name}-${i}`} className={styles.contact}>
                      <span className={styles.strong}>{p.name}</span>
                      {p.company && <span>{p.company}</span>}
                      {p.phone && <span>{formatPhone(p.phone)}</span>}
                      {p.email && <span className={styles.breakAll}>{p.email}</span>}
                    </dd>
                  ))
                )}
              </div>
            );
          })}
        </dl>
      </section>
      <Coversheet contract={c} />
    </>
  );
}

function Coversheet({ contract: c }: { contract: AdminContract }) {
  const sheet = c.coversheet;
  return (
    <section className={manage.card} aria-labelledby="contract-coversheet">
      <h2 id="contract-coversheet" className={manage.cardTitle}>
        Coversheet
      </h2>
      {sheet ? (
        <>
          <DetailList
            items={[
              { label: 'Status', value: sheet.status },
              { label: 'Last Changed', value: sheet.updatedAt ? formatDate(sheet.updatedAt) : null },
              { label: 'Changed By', value: sheet.updatedByName },
              { label: 'Gross Commission', value: formatCurrency(sheet.grossCommission) },
            ]}
          />
          <ul className={styles.plainList}>
            {sheet.agents.map((a) => (
              <li key={a.userId}>
                {a.name}: {formatPercent(a.splitPercent)} ({formatCurrency(a.amount)})
              </li>
            ))}
          </ul>
          {sheet.notes.trim() !== '' && <p className={styles.notes}>{sheet.notes}</p>}
        </>
      ) : (
        <p className={manage.muted}>The agent has not started a coversheet for this contract.</p>
      )}
    </section>
  );
}

export function StatusHistory({ contract }: { contract: AdminContract }) {
  return (
    <section className={manage.card} aria-labelledby="contract-history">
      <h2 id="contract-history" className={manage.cardTitle}>
        Status History
      </h2>
      {contract.history.length === 0 ? (
        <p className={manage.muted}>No status changes made here yet.</p>
      ) : (
        <ol className={manage.notes}>
          {contract.history.map((e, i) => (
            <li key={`${e.changedAt}-${i}`} className={manage.note}>
              <p className={manage.noteMeta}>
                <strong>{e.kind}</strong>
                {e.closingDate && ` on ${formatDate(e.closingDate)}`}
                {e.finalPrice !== null && ` at ${formatCurrency(e.finalPrice, { whole: true })}`} · by{' '}
                {e.changedByName} on {formatDate(e.changedAt)}
              </p>
              {e.reason && <p className={manage.noteText}>{e.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
