// Names a search: saves the current one (create) or renames a saved one. The name follows the shared
// rule (required, at most 60 characters, not one of the user's other names); what was typed is kept
// as a draft, so a login after an expired session brings it back.
import { SAVED_SEARCH_MESSAGES, savedSearchNameError } from '@balance/domain';
import { Modal, TextField } from '@balance/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { SavedSearch, SavedSearchInput } from '../../../api/types';
import { SaveForm, useSaveForm } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';
import { SAVED_SEARCHES_KEY } from './savedSearches';

export type SaveSearchTarget =
  { kind: 'create'; search: Omit<SavedSearchInput, 'name'> } | { kind: 'rename'; search: SavedSearch };

export type SaveSearchDialogProps = {
  target: SaveSearchTarget;
  /** The user's saved searches (their names must differ). */
  existing: readonly SavedSearch[];
  onClose: () => void;
  onSaved?: (saved: SavedSearch) => void;
};

type Values = { name: string };

export function SaveSearchDialog({ target, existing, onClose, onSaved }: SaveSearchDialogProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const renaming = target.kind === 'rename' ? target.search : null;
  const others = existing.filter((s) => s.id !== renaming?.id).map((s) => s.name);
  const draft = useDraft<Values>(renaming ? `saved-search:${renaming.id}` : 'saved-search:new', {
    name: renaming?.name ?? '',
  });
  const form = useSaveForm({
    fields: ['name'],
    validate: (values: Values) => {
      const error = savedSearchNameError(values.name, others);
      return error ? { name: error } : {};
    },
    save: async (values: Values): Promise<SavedSearch> =>
      renaming
        ? unwrap(
            await api.PUT('/savedSearches/{id}', {
              params: { path: { id: renaming.id } },
              body: { name: values.name.trim() },
            }),
          )
        : unwrap(await api.POST('/savedSearches', { body: { ...target.search, name: values.name.trim() } })),
    failure: SAVED_SEARCH_MESSAGES.notSaved,
    onSaved: (saved) => {
      draft.clearDraft();
      void queryClient.invalidateQueries({ queryKey: [...SAVED_SEARCHES_KEY] });
      onSaved?.(saved);
      onClose();
    },
  });
  const title = renaming ? 'Rename saved search' : 'Save this search';
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={title} size="sm">
      <SaveForm
        label={title}
        form={form}
        values={draft.values}
        restoredDraft={draft.wasRestored}
        submitLabel={renaming ? 'Rename' : 'Save Search'}
        onCancel={onClose}
      >
        <TextField
          label="Name"
          name="name"
          value={draft.values.name}
          maxLength={200}
          onChange={(name) => {
            draft.update({ name });
            form.edited(['name']);
          }}
        />
      </SaveForm>
    </Modal>
  );
}
