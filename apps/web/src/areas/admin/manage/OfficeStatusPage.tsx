import { formatDate, OFFICE_STATUS_FILTERS } from '@balance/domain';
import { Select } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { OfficeStatus } from '../../../api/types';
import { SaveForm } from '../../../app/forms';
import { usePartEditor } from '../resources/usePartEditor';
import { OfficePage } from './OfficePages';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

/** Status: the office's status (Pending / Active), changed with PUT /Office/status/{id}. */
export function StatusPage() {
  return (
    <OfficePage
      title="Status"
      description="A pending office is being set up; an active office can log in agents and be billed."
    >
      {(id) => <Status key={id} id={id} />}
    </OfficePage>
  );
}

function Status({ id }: { id: number }) {
  // The choice is a draft too, so an expired session does not lose it.
  const editor = usePartEditor<OfficeStatus, { choice: string | null }>({
    key: ['office-status', id],
    read: async (api, signal) =>
      unwrap(await api.GET('/Office/status/{id}', { params: { path: { id } }, signal })),
    draftKey: `office-status:${id}`,
    emptyDraft: { choice: null },
    save: async (api, draft, status) => {
      const current = draft.choice ?? String(status.status);
      return unwrap(
        await api.PUT('/Office/status/{id}', {
          params: { path: { id } },
          body: { status: current === '1' ? 1 : 0 },
        }),
      );
    },
    failure: 'The status could not be saved. Try again.',
  });
  const saved = editor.form.saved;
  return (
    <PartLoad query={editor.part} what="status">
      {(status) => (
        <SaveForm
          label="Office status"
          className={styles.card}
          form={editor.form}
          values={editor.draft.values}
          submitLabel="Save Status"
          successMessage={saved && `Status saved: ${saved.statusText}`}
        >
          <p className={styles.muted}>
            Now {status.statusText}
            {status.changedAt ? ` since ${formatDate(status.changedAt)}` : ''}
            {status.changedByName ? `, set by ${status.changedByName}` : ''}.
          </p>
          <Select
            className={styles.narrowField}
            label="Status"
            items={OFFICE_STATUS_FILTERS.map((option) => ({ id: option.value, label: option.label }))}
            selectedKey={editor.draft.values.choice ?? String(status.status)}
            onSelectionChange={(key) => key && editor.change({ choice: key })}
          />
        </SaveForm>
      )}
    </PartLoad>
  );
}
