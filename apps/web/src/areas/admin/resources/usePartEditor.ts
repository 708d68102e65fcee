// Pages that edit one part of a record (an office's settings, status, royalties): the part is loaded
// on its own, edited as a draft that survives an expired session, and saved through the one form
// sequence; what the server answers replaces the cached part.
import type { QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { AppApiClient } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSaveForm, type FormErrors } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';

export type PartEditorOptions<Part, Draft extends object> = {
  key: QueryKey;
  read: (api: AppApiClient, signal: AbortSignal) => Promise<Part>;
  /** The draft's storage key, e.g. `office-status:12`. */
  draftKey: string;
  /** The draft when nothing was typed (its values fall back to the loaded part). */
  emptyDraft: Draft;
  validate?: (draft: Draft, part: Part) => FormErrors<string>;
  save: (api: AppApiClient, draft: Draft, part: Part) => Promise<Part>;
  failure: string;
  readFieldErrors?: (error: unknown) => FormErrors<string>;
};

export function usePartEditor<Part, Draft extends object>({
  key,
  read,
  draftKey,
  emptyDraft,
  validate,
  save,
  failure,
  readFieldErrors,
}: PartEditorOptions<Part, Draft>) {
  const api = useApiClient();
  const part = useApiQuery<Part>(key, (signal) => read(api, signal));
  const draft = useDraft<Draft>(draftKey, emptyDraft);
  const form = useSaveForm<Draft, string, Part>({
    fields: [],
    validate: validate && ((values) => (part.data ? validate(values, part.data) : {})),
    save: (values) => save(api, values, part.data as Part),
    failure,
    ...(readFieldErrors ? { readFieldErrors } : {}),
    onSaved: (saved) => {
      part.setData(saved);
      draft.reset(emptyDraft);
    },
  });
  const change = (patch: Partial<Draft>, options?: { typed?: boolean }) => {
    draft.update(patch, options);
    form.edited(Object.keys(patch));
  };
  return { part, draft, form, change };
}
