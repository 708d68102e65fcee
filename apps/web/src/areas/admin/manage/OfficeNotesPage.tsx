import { formatDate } from '@balance/domain';
import { Spinner, TextField } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { SaveForm, useSaveForm } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';
import { OfficePage } from './OfficePages';
import styles from './manage.module.css';

/** Notes: the office's notes, newest first, and a form to add one. */
export function NotesPage() {
  return (
    <OfficePage title="Notes" description="Notes the back office keeps about this office, newest first.">
      {(id) => <Notes key={id} id={id} />}
    </OfficePage>
  );
}

function Notes({ id }: { id: number }) {
  const api = useApiClient();
  const notes = useApiQuery(['office-notes', id], async (signal) =>
    unwrap(await api.GET('/Office/notes/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<{ text: string }>(`office-note:${id}`, { text: '' });
  const form = useSaveForm({
    fields: ['text'],
    validate: (values: { text: string }) => (values.text.trim() === '' ? { text: 'Note is required' } : {}),
    save: async (values: { text: string }) =>
      unwrap(
        await api.POST('/Office/notes/{id}', {
          params: { path: { id } },
          body: { text: values.text.trim() },
        }),
      ),
    failure: 'The note could not be saved. Try again.',
    onSaved: (note) => {
      notes.setData([note, ...(notes.data ?? [])]);
      draft.reset({ text: '' });
    },
  });
  return (
    <>
      <SaveForm
        label="Add a note"
        className={styles.card}
        form={form}
        values={draft.values}
        submitLabel="Add Note"
      >
        <TextField
          label="New note"
          name="text"
          isMultiline
          value={draft.values.text}
          onChange={(text) => {
            draft.update({ text });
            form.edited(['text']);
          }}
        />
      </SaveForm>
      <section className={styles.card} aria-labelledby="notes-title">
        <h2 id="notes-title" className={styles.cardTitle}>
          Notes
        </h2>
        {notes.status === 'loading' && !notes.data && <Spinner label="Loading notes…" />}
        {notes.status === 'error' && (
          <LoadErrorNotice what="the notes" error={notes.error} onRetry={notes.reload} />
        )}
        {notes.data && notes.data.length === 0 && <p className={styles.muted}>No notes yet.</p>}
        {notes.data && notes.data.length > 0 && (
          <ul className={styles.notes}>
            {notes.data.map((note) => (
              <li key={note.id} className={styles.note}>
                <p className={styles.noteMeta}>
                  {formatDate(note.createdAt)} · {note.createdByName}
                </p>
                <p className={styles.noteText}>{note.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
