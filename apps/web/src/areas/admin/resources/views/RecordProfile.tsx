import { Button, DetailList, Spinner } from '@balance/ui';
import { LoadErrorNotice } from '../../../../app/LoadErrorNotice';
import { FormMessage, SaveForm } from '../../../../app/forms';
import { useRecordEditor } from '../controllers';
import type { Resource } from '../resource';
import { ResourceFields } from './ResourceFields';
import styles from '../../manage/manage.module.css';

/** A record's page: its details with Edit, and the edit form in place (the draft survives a 401). */
export function RecordProfile<Record, Values extends object, Row>({
  resource,
  id,
}: {
  resource: Resource<Record, Values, Row>;
  id: number;
}) {
  const editor = useRecordEditor(resource, id);
  const { record } = editor;
  const what = `the ${resource.noun.toLowerCase()}`;
  if (record.status === 'loading' && !record.data) return <Spinner label={`Loading ${what}…`} />;
  if (record.status === 'error' && !record.data)
    return <LoadErrorNotice error={record.error} what={what} onRetry={record.reload} />;
  if (!record.data) return null;
  const data = record.data;
  const titleId = `${resource.name}-record-title`;

  if (!editor.isEditing) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {(resource.heading ?? resource.title)(data)}
        </h2>
        {editor.justSaved && <FormMessage tone="success">{resource.messages.updated}</FormMessage>}
        {resource.summary?.(data)}
        <DetailList items={resource.detail(data)} />
        <div className={styles.actions} style={{ marginTop: 'var(--space-4)' }}>
          <Button variant="primary" onPress={editor.startEditing}>
            Edit
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Edit {resource.title(data)}
      </h2>
      <SaveForm
        label={resource.noun}
        form={editor.form}
        values={editor.values}
        submitLabel="Save"
        successMessage={resource.messages.updated}
        restoredDraft={editor.wasRestored}
        onCancel={editor.cancel}
      >
        <ResourceFields
          fields={resource.form.fields}
          values={editor.values}
          change={editor.change}
          isNew={false}
        />
      </SaveForm>
    </section>
  );
}
