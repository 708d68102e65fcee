import { agentResource } from '../resources/agents';
import { companyResource } from '../resources/companies';
import { officeResource } from '../resources/offices';
import { teamResource } from '../resources/teams';
import { userResource } from '../resources/users';
import { RecordDetailCard } from '../resources/views/RecordDetailCard';

export type DetailKind = 'companies' | 'offices' | 'agents' | 'users' | 'teams';
export type DetailPanelProps = { kind: DetailKind; id: number };

/** The detail card of the selected row's record. */
export function DetailPanel({ kind, id }: DetailPanelProps) {
  if (kind === 'companies') return <RecordDetailCard resource={companyResource} id={id} />;
  if (kind === 'offices') return <RecordDetailCard resource={officeResource} id={id} />;
  if (kind === 'agents') return <RecordDetailCard resource={agentResource} id={id} />;
  if (kind === 'users') return <RecordDetailCard resource={userResource} id={id} />;
  return <RecordDetailCard resource={teamResource} id={id} />;
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
