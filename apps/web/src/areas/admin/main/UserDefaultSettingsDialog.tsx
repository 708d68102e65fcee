import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MAIN_SELECTION_LABELS, MAIN_SELECTIONS, MESSAGES, ROLES, type MainSelection } from '@balance/domain';
import { Button, Select } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { readList } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { gridSettingsState } from '../../../states/gridSettingsState';
import { tabFilterState } from '../../../states/tabFilterState';
import { userDefaultSettingsState, type UserDefaultSettings } from '../../../states/userDefaultSettingsState';
import styles from './MainPage.module.css';

export type UserDefaultSettingsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSaved: (message: string) => void;
};

const ANY = '__any__';

/**
 * User Default Settings: default role, category, region filter and a per-category filter. Save
 * Settings, Reset All Grid Settings, Cancel. Escape and clicks outside do not close it (SPEC §2).
 */
export function UserDefaultSettingsDialog({ isOpen, onOpenChange, onSaved }: UserDefaultSettingsDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal isDismissable={false} isKeyboardDismissDisabled className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="user-default-settings-title">
          {({ close }) => <SettingsForm close={close} onSaved={onSaved} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function SettingsForm({ close, onSaved }: { close: () => void; onSaved: (message: string) => void }) {
  const api = useApiClient();
  const saved = useAtomValue(userDefaultSettingsState);
  const saveDefaults = useSetAtom(userDefaultSettingsState);
  const resetGrids = useSetAtom(gridSettingsState);
  const tabFilter = useAtomValue(tabFilterState);
  const [values, setValues] = useState<UserDefaultSettings>(saved);
  const [resetDone, setResetDone] = useState(false);
  const regions = useApiQuery(
    ['regions-for-settings'],
    async (signal) =>
      readList(
        await api.GET('/regions', {
          params: { query: { pageSize: 100, pageNumber: 1, searchField: 'Region_All' } },
          signal,
        }),
      ).rows,
  );
  const category = values.category ?? 'companies';
  const attributes = tabFilter.status === 'ready' ? tabFilter.data[category] : [];

  return (
    <>
      <Heading slot="title" id="user-default-settings-title" className={styles.dialogTitle}>
        User Default Settings
      </Heading>
      <div className={styles.dialogBody}>
        <Select
          label="Default role"
          items={ROLES.map((role) => ({ id: role, label: role }))}
          selectedKey={values.role}
          onSelectionChange={(role) => setValues({ ...values, role })}
        />
        <Select
          label="Default category"
          items={MAIN_SELECTIONS.map((id) => ({ id, label: MAIN_SELECTION_LABELS[id] }))}
          selectedKey={values.category}
          onSelectionChange={(key) => setValues({ ...values, category: key as MainSelection | null })}
        />
        <Select
          label="Region filter"
          items={[
            { id: ANY, label: 'All regions' },
            ...(regions.data ?? []).map((region) => ({ id: String(region.id), label: region.name })),
          ]}
          selectedKey={values.regionId === null ? ANY : String(values.regionId)}
          onSelectionChange={(key) =>
            setValues({ ...values, regionId: !key || key === ANY ? null : Number(key) })
          }
          description={regions.status === 'error' ? 'Regions could not be loaded.' : undefined}
        />
        <Select
          label={`Default filter for ${MAIN_SELECTION_LABELS[category]}`}
          items={attributes.map((attribute) => ({ id: attribute.value, label: attribute.text }))}
          selectedKey={values.categoryFilters[category] ?? null}
          onSelectionChange={(key) =>
            setValues({
              ...values,
              categoryFilters: { ...values.categoryFilters, [category]: key ?? undefined },
            })
          }
          emptyText="The search attributes are not loaded."
        />
        <p className={styles.note}>{MESSAGES.resetNeedsRelogin}</p>
        {resetDone && (
          <p className={styles.noteDone} role="status">
            All grid settings were reset.
          </p>
        )}
      </div>
      <div className={styles.dialogActions}>
        <Button
          variant="danger"
          onPress={() => {
            resetGrids('reset-all');
            setResetDone(true);
          }}
        >
          Reset All Grid Settings
        </Button>
        <span className={styles.spacer} />
        <Button onPress={close}>Cancel</Button>
        <Button
          variant="primary"
          onPress={() => {
            saveDefaults(values);
            onSaved('Settings saved');
            close();
          }}
        >
          Save Settings
        </Button>
      </div>
    </>
  );
}
