// Controller hooks of the admin resources: data and state, no markup (the views are in views/).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSaveForm } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';
import { useEditor } from './useEditor';
import { sectionOf, type Resource } from './resource';

/** The cache entry of one record: its record page and its detail card share it. */
export function recordKey(resource: { name: string }, id: number) {
  return ['record', resource.name, id] as const;
}

export function useRecord<Record, Values, Row>(resource: Resource<Record, Values, Row>, id: number | null) {
  const api = useApiClient();
  return useApiQuery<Record>(id === null ? null : recordKey(resource, id), (signal) =>
    resource.read(api, id as number, signal),
  );
}

/**
 * After a save: the record's page and detail card show what the server answered at once; its grid rows
 * (the search) and the lists that name it are fetched again.
 */
export function useSavedRecord<Record, Values, Row>(resource: Resource<Record, Values, Row>) {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number, record: Record) => {
      queryClient.setQueryData(recordKey(resource, id), record);
      void queryClient.invalidateQueries({ queryKey: ['search', { selection: sectionOf(resource) }] });
      for (const queryKey of resource.lists) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient, resource],
  );
}

type Field<Values> = keyof Values & string;

function fieldNames<Values>(form: { fields: readonly { name: Field<Values> }[] }): Field<Values>[] {
  return form.fields.map((field) => field.name);
}

/** The record page: the record, and its edit form with a draft that survives an expired session. */
export function useRecordEditor<Record, Values extends object, Row>(
  resource: Resource<Record, Values, Row>,
  id: number,
) {
  const stored = useSavedRecord(resource);
  return useEditor<Record, Values>({
    key: recordKey(resource, id),
    read: (api, signal) => resource.read(api, id, signal),
    draftKey: `${resource.name}-record:${id}`,
    empty: resource.form.empty,
    fromRecord: resource.form.fromRecord,
    fields: fieldNames(resource.form),
    validate: resource.form.validate,
    save: (api, values) => resource.update(api, id, values),
    failure: resource.form.failure,
    onSaved: (saved) => stored(id, saved),
  });
}

/** The create page: an empty form (or the restored draft), server-filled values, and what was created. */
export function useCreateController<Record, Values extends object, Row>(
  resource: Resource<Record, Values, Row>,
) {
  const api = useApiClient();
  const draft = useDraft<Values>(`${resource.name}-create`, resource.form.empty);
  const [created, setCreated] = useState<{ record: Record; values: Values } | null>(null);
  const stored = useSavedRecord(resource);
  const { update } = draft;
  const { prefill } = resource.form;
  const fill = useCallback(
    async (values: Values) => {
      if (!prefill) return;
      try {
        update(await prefill.load(api, values), { typed: false });
      } catch {
        // The value can still be typed by hand.
      }
    },
    [api, prefill, update],
  );
  // Once, when the form opens without the value.
  const [opening] = useState(() => (prefill?.when(draft.values) ? draft.values : null));
  useEffect(() => {
    if (opening) void fill(opening);
  }, [opening, fill]);

  const form = useSaveForm<Values, Field<Values>, Record>({
    fields: fieldNames(resource.form),
    validate: resource.form.createValidate ?? resource.form.validate,
    save: (values) => resource.create(api, values),
    failure: resource.form.failure,
    onSaved: (record, values) => {
      draft.reset(resource.form.empty);
      setCreated({ record, values });
      stored(resource.idOf(record), record);
      void fill({ ...resource.form.empty, ...pick(values, prefill?.after ?? []) });
    },
  });

  const change = (patch: Partial<Values>) => {
    setCreated(null);
    draft.update(patch);
    form.edited(Object.keys(patch) as Field<Values>[]);
    if (prefill?.after.some((name) => name in patch)) void fill({ ...draft.values, ...patch });
  };
  return { values: draft.values, wasRestored: draft.wasRestored, created, form, change };
}

function pick<Values>(values: Values, names: readonly (keyof Values)[]): Partial<Values> {
  const picked: Partial<Values> = {};
  for (const name of names) picked[name] = values[name];
  return picked;
}
