// The filters both deal searches have: office, agent, and a text on the address or MLS number
// (applied with Search, so typing does not search on every key).
import { useState, type FormEvent } from 'react';
import { DEAL_SEARCH_FIELD_LABELS, DEAL_SEARCH_FIELDS, type DealSearchField } from '@balance/domain';
import { Button, Select, TextField } from '@balance/ui';
import { useApi } from '../../../../api/DataLayer';
import { AgentPicker } from '../../resources/AgentPicker';
import type { DealPlace } from '../../resources/deals';
import styles from './deals.module.css';

export function PlaceFilters({
  place,
  onChange,
}: {
  place: DealPlace;
  onChange: (patch: Partial<DealPlace>) => void;
}) {
  const [text, setText] = useState(place.text);
  const [field, setField] = useState<DealSearchField>(place.field);
  const offices = useApi().useQuery(
    'get',
    '/Office/company/{id}',
    { params: { path: { id: place.companyId } } },
    { select: (reply) => reply.data },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ text: text.trim(), field });
  };
  return (
    <>
      <Select
        className={styles.field}
        label="Office"
        items={[
          { id: 'all', label: 'All offices of the company' },
          ...(offices.data ?? []).map((office) => ({ id: String(office.id), label: office.called })),
        ]}
        selectedKey={place.officeId === null ? 'all' : String(place.officeId)}
        onSelectionChange={(key) => key && onChange({ officeId: key === 'all' ? null : Number(key) })}
      />
      <div className={styles.field}>
        <AgentPicker value={place.agentId} onChange={(agentId) => onChange({ agentId })} />
      </div>
      {place.agentId !== null && (
        <Button variant="ghost" onPress={() => onChange({ agentId: null })}>
          Any agent
        </Button>
      )}
      <form className={styles.filters} role="search" aria-label="Address or MLS number" onSubmit={submit}>
        <Select
          className={styles.field}
          label="Search by"
          items={DEAL_SEARCH_FIELDS.map((id) => ({ id, label: DEAL_SEARCH_FIELD_LABELS[id] }))}
          selectedKey={field}
          onSelectionChange={(key) => key && setField(key as DealSearchField)}
        />
        <TextField
          className={styles.textField}
          label={DEAL_SEARCH_FIELD_LABELS[field]}
          value={text}
          onChange={setText}
        />
        <Button type="submit">Search</Button>
      </form>
    </>
  );
}
