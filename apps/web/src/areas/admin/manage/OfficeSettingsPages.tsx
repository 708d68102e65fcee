import { Switch } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { OfficeSettings } from '../../../api/types';
import { SaveForm } from '../../../app/forms';
import { usePartEditor } from '../resources/usePartEditor';
import { OfficePage } from './OfficePages';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

export const OFFICE_SETTING_LABELS: Record<Exclude<keyof OfficeSettings, 'officeId'>, string> = {
  agentLoginAllowed: 'Agent login allowed',
  escrow: 'Escrow',
  payload: 'Payload',
  taxes: 'Taxes',
  tax1099: 'Tax1099',
  expressPay: 'Express pay',
  quickBooks: 'QuickBooks',
  royaltiesInContracts: 'Royalties in contracts',
  externalOffice: 'External office',
  printChecks: 'Print checks',
  billableExpenses: 'Billable expenses',
  statsEz: 'statsEZ',
};
type SettingKey = keyof typeof OFFICE_SETTING_LABELS;
/** Agent.EZ Setup: the office settings flags as labelled switches, saved with PUT /Office/settings/{id}. */
export function AgentEzSetupPage() {
  return (
    <OfficePage title="Agent.EZ Setup" description="What agents of this office can use in Agent.EZ.">
      {(id) => (
        <SettingsSwitches key={id} id={id} keys={Object.keys(OFFICE_SETTING_LABELS) as SettingKey[]} />
      )}
    </OfficePage>
  );
}

/** External Office: whether the office is run outside Balance (the externalOffice setting). */
export function ExternalOfficePage() {
  return (
    <OfficePage
      title="External Office"
      description="An external office is managed outside Balance; its agents still report here."
    >
      {(id) => <SettingsSwitches key={id} id={id} keys={['externalOffice']} />}
    </OfficePage>
  );
}

function SettingsSwitches({ id, keys }: { id: number; keys: SettingKey[] }) {
  const editor = usePartEditor<OfficeSettings, Partial<OfficeSettings>>({
    key: ['office-settings', id],
    read: async (api, signal) =>
      unwrap(await api.GET('/Office/settings/{id}', { params: { path: { id } }, signal })),
    draftKey: `office-settings:${id}`,
    emptyDraft: {},
    save: async (api, draft, settings) =>
      unwrap(
        await api.PUT('/Office/settings/{id}', {
          params: { path: { id } },
          body: { ...settings, ...draft, officeId: id },
        }),
      ),
    failure: 'The settings could not be saved. Try again.',
  });
  return (
    <PartLoad query={editor.part} what="settings">
      {(settings) => {
        const values: OfficeSettings = { ...settings, ...editor.draft.values, officeId: id };
        return (
          <SaveForm
            label="Office settings"
            className={styles.card}
            form={editor.form}
            values={editor.draft.values}
            submitLabel="Save Settings"
            successMessage="Settings saved"
            restoredDraft={editor.draft.wasRestored}
          >
            <div className={styles.switches}>
              {keys.map((key) => (
                <Switch
                  key={key}
                  isSelected={values[key]}
                  onChange={(isSelected) => editor.change({ [key]: isSelected })}
                >
                  {OFFICE_SETTING_LABELS[key]}
                </Switch>
              ))}
            </div>
          </SaveForm>
        );
      }}
    </PartLoad>
  );
}
