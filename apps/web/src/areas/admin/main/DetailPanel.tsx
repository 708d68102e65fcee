import { companyResource } from '../resources/companies';
import { officeResource } from '../resources/offices';
import { RecordDetailCard } from '../resources/views/RecordDetailCard';

export type DetailPanelProps = { selection: 'companies' | 'offices'; id: number };

/** The detail card of the selected company or office row. */
export function DetailPanel({ selection, id }: DetailPanelProps) {
  return selection === 'companies' ? (
    <RecordDetailCard resource={companyResource} id={id} />
  ) : (
    <RecordDetailCard resource={officeResource} id={id} />
  );
}
