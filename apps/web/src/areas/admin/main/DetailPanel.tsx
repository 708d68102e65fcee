import { agentResource } from '../resources/agents';
import { companyResource } from '../resources/companies';
import { officeResource } from '../resources/offices';
import { teamResource } from '../resources/teams';
import { userResource } from '../resources/users';
import { RecordDetailCard } from '../resources/views/RecordDetailCard';

export type DetailKind = 'companies' | 'offices' | 'agents' | 'users' | 'teams';
export type DetailPanelProps = { kind: DetailKind; id: number };

/**
 * The detail card of the selected row's record. Keyed by kind: a card keeps the previous record on
 * screen while the next one loads, which must never be a record of another kind (a user shown as a
 * team, when the URL changes from one search attribute to another with a row selected).
 */
export function DetailPanel({ kind, id }: DetailPanelProps) {
  if (kind === 'companies') return <RecordDetailCard key={kind} resource={companyResource} id={id} />;
  if (kind === 'offices') return <RecordDetailCard key={kind} resource={officeResource} id={id} />;
  if (kind === 'agents') return <RecordDetailCard key={kind} resource={agentResource} id={id} />;
  if (kind === 'users') return <RecordDetailCard key={kind} resource={userResource} id={id} />;
  return <RecordDetailCard key={kind} resource={teamResource} id={id} />;
}

/** The kinds whose rows open a detail card. */
export function detailKindOf(kind: string): DetailKind | null {
  return kind === 'companies' ||
    kind === 'offices' ||
    kind === 'agents' ||
    kind === 'users' ||
    kind === 'teams'
    ? kind
    : null;
}
