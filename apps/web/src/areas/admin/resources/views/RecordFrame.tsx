import type { ReactNode } from 'react';
import { ChooseFirst, ManagePage } from '../../manage/ManagePage';
import { sectionOf, type Resource } from '../resource';

export type RecordFrameProps<Record, Values, Row> = {
  resource: Resource<Record, Values, Row>;
  title: string;
  description?: string;
  children: (id: number) => ReactNode;
};

/** The frame of a page about one record: the picker of its kind, or a prompt to choose one. */
export function RecordFrame<Record, Values, Row>({
  resource,
  title,
  description,
  children,
}: RecordFrameProps<Record, Values, Row>) {
  const { useId, Picker, chooseFirst } = resource.context;
  const [id, setId] = useId();
  return (
    <ManagePage
      section={sectionOf(resource)}
      title={title}
      description={description}
      context={Picker ? <Picker value={id} onChange={setId} /> : undefined}
    >
      {id === null ? <ChooseFirst>{chooseFirst}</ChooseFirst> : children(id)}
    </ManagePage>
  );
}
