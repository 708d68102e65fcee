// A record (or a part of one) shown with Edit, and edited in place: the draft starts from what was
// loaded, survives an expired session, and after a save shows what the server answered.
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { AppApiClient } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSaveForm, type FormErrors } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';

export type EditorOptions<Record, Values, Field extends string> = {
  key: QueryKey;
  read: (api: AppApiClient, signal: AbortSignal) => Promise<Record>;
  draftKey: string;
  empty: Values;
  fromRecord: (record: Record) => Values;
  /** The fields a server error may name. */
  fields: readonly Field[];
  validate?: (values: Values) => FormErrors<Field>;
  save: (api: AppApiClient, values: Values) => Promise<Record>;
  failure: string;
  onSaved?: (saved: Record) => void;
  /** False when the user may only read it (a restored draft then stays closed). */
  mayEdit?: boolean;
};

export function useEditor<Record, Values extends object, Field extends string = keyof Values & string>({
  key,
  read,
  draftKey,
  empty,
  fromRecord,
  fields,
  validate,
  save,
  failure,
  onSaved,
  mayEdit = true,
}: EditorOptions<Record, Values, Field>) {
  const api = useApiClient();
  const record = useApiQuery<Record>(key, (signal) => read(api, signal));
  const draft = useDraft<Values>(draftKey, empty);
  const [isEditing, setEditing] = useState(draft.wasRestored && mayEdit);
  const [justSaved, setJustSaved] = useState(false);
  const { reset, wasRestored } = draft;
  // The form starts from the record as shown, cached or fresh (Edit is offered as soon as a cached
  // record is on screen); a record fetched again never overwrites what is being typed.
  useEffect(() => {
    if (record.data !== undefined && !wasRestored && !isEditing) reset(fromRecord(record.data));
  }, [record.data, reset, wasRestored, fromRecord, isEditing]);

  const form = useSaveForm<Values, Field, Record>({
    fields,
    validate,
    save: (values) => save(api, values),
    failure,
    onSaved: (saved) => {
      draft.clearDraft();
      record.setData(saved);
      reset(fromRecord(saved));
      onSaved?.(saved);
      setJustSaved(true);
      setEditing(false);
    },
  });

  const change = (patch: Partial<Values>) => {
    draft.update(patch);
    form.edited(Object.keys(patch) as Field[]);
  };
  const startEditing = () => {
    setJustSaved(false);
    setEditing(true);
  };
  const cancel = () => {
    if (record.data !== undefined) reset(fromRecord(record.data));
    form.reset();
    setEditing(false);
  };
  return {
    record,
    values: draft.values,
    wasRestored,
    isEditing,
    justSaved,
    form,
    change,
    startEditing,
    cancel,
  };
}
