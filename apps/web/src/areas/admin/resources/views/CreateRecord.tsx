import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { FormMessage, SaveForm } from '../../../../app/forms';
import { userSettingsState } from '../../../../states/userSettingsState';
import { ManagePage } from '../../manage/ManagePage';
import { useCreateController } from '../controllers';
import { sectionOf, type Resource } from '../resource';
import { ResourceFields } from './ResourceFields';
import styles from '../../manage/manage.module.css';

/** The create page of a resource: its form, empty or with the restored draft, and what was created. */
export function CreateRecord<Record, Values extends object, Row>({
  resource,
}: {
  resource: Resource<Record, Values, Row>;
}) {
  const user = useAtomValue(userSettingsState);
  const { createPage } = resource;
  const mayCreate = resource.mayCreate?.(user) ?? true;
  return (
    <ManagePage section={sectionOf(resource)} title={createPage.title} description={createPage.description}>
      {mayCreate ? (
        <CreateForm resource={resource} />
      ) : (
        <FormMessage tone="error">{createPage.forbidden}</FormMessage>
      )}
    </ManagePage>
  );
}

function CreateForm<Record, Values extends object, Row>({
  resource,
}: {
  resource: Resource<Record, Values, Row>;
}) {
  const create = useCreateController(resource);
  const { createPage } = resource;
  const [, navigate] = useLocation();
  const landing = create.created && createPage.landing?.(create.created.record);
  useEffect(() => {
    if (landing) navigate(landing);
  }, [landing, navigate]);
  return (
    <section className={styles.card} aria-label={createPage.label}>
      {create.created && (
        <FormMessage tone="success">
          {createPage.created(create.created.record, create.created.values)}
        </FormMessage>
      )}
      <SaveForm
        label={resource.noun}
        form={create.form}
        values={create.values}
        submitLabel={createPage.submitLabel}
        successMessage={resource.messages.created}
        restoredDraft={create.wasRestored}
      >
        <ResourceFields fields={resource.form.fields} values={create.values} change={create.change} isNew />
      </SaveForm>
    </section>
  );
}
