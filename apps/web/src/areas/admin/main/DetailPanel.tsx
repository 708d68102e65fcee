import { agentResource } from '../resources/agents';
import { companyResource } from '../resources/companies';
import { officeResource } from '../resources/offices';
import { RecordDetailCard } from '../resources/views/RecordDetailCard';

export type DetailPanelSelection = 'companies' | 'offices' | 'agents';

export type DetailPanelProps = { selection: DetailPanelSelection; id: number };

export function hasDetailPanel(selection: string): selection is DetailPanelSelection {
  return selection === 'companies' || selection === 'offices' || selection === 'agents';
}

/** The detail card of the selected company, office or agent row. */
export function DetailPanel({ selection, id }: DetailPanelProps) {
  if (selection === 'agents') return <RecordDetailCard resource={agentResource} id={id} />;
  return selection === 'companies' ? (
    <RecordDetailCard resource={companyResource} id={id} />
  ) : (
    <RecordDetailCard resource={officeResource} id={id} />
  );
}
