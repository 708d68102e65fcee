import {
  MAIN_SELECTION_LABELS,
  MAIN_SELECTIONS,
  type MainSelection,
  MESSAGES,
  ROLES,
  type Role,
} from '@balance/domain';
import { Info, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Select, type SelectItem } from '../Select/Select';
import styles from './UserDefaultSettingsModal.module.css';

/**
 * The user's default grid settings (default role, category, region filter, per-category filter:
 * docs/product.md#behaviour).
 */
export type UserDefaultSettings = {
  role: Role;
  category: MainSelection;
  /** Selected region id, or null for all regions. */
  regionId: string | null;
  /** The default filter of each category (its option id), or null for none. */
  filters: Partial<Record<MainSelection, string | null>>;
};

export type UserDefaultSettingsModalProps = {
  isOpen: boolean;
  /** The saved settings; the form starts from them each time the modal opens. */
  value: UserDefaultSettings;
  /** Region choices. */
  regionOptions: readonly SelectItem[];
  /** Filter choices per category (e.g. offices: Active/Pending). A category without options has no filter. */
  filterOptions: Partial<Record<MainSelection, readonly SelectItem[]>>;
  onSave: (value: UserDefaultSettings) => void;
  onReset: () => void;
  onCancel: () => void;
  /** A save is running: Save Settings shows a spinner. */
  isSaving?: boolean;
  /** A reset is running: Reset All Grid Settings shows a spinner. */
  isResetting?: boolean;
};

const ROLE_ITEMS: SelectItem[] = ROLES.map((role) => ({ id: role, label: role }));
const CATEGORY_ITEMS: SelectItem[] = MAIN_SELECTIONS.map((id) => ({ id, label: MAIN_SELECTION_LABELS[id] }));
const ALL_REGIONS = '__all__';

/**
 * The User Default Settings modal. It cannot be closed by Escape or by clicking outside: only Save
 * Settings, Reset All Grid Settings or Cancel end it. A note says that logout and re-login are needed
 * after a reset.
 */
export function UserDefaultSettingsModal({
  isOpen,
  value,
  regionOptions,
  filterOptions,
  onSave,
  onReset,
  onCancel,
  isSaving = false,
  isResetting = false,
}: UserDefaultSettingsModalProps) {
  const [draft, setDraft] = useState<UserDefaultSettings>(value);
  const noteId = useId();

  // Start from the saved settings each time the modal opens (state adjusted during render).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(value);
  }

  const categoryFilters = filterOptions[draft.category] ?? [];
  const categoryLabel = MAIN_SELECTION_LABELS[draft.category];
  const regionItems: SelectItem[] = [{ id: ALL_REGIONS, label: 'All regions' }, ...regionOptions];
  const isBusy = isSaving || isResetting;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="User Default Settings"
      isDismissable={false}
      isKeyboardDismissDisabled
      showCloseButton={false}
      size="md"
      footer={
        <div className={styles.footer}>
          <div className={styles.reset}>
            <Button
              variant="secondary"
              icon={<RotateCcw size={16} aria-hidden />}
              onPress={onReset}
              isPending={isResetting}
              isDisabled={isSaving}
              aria-describedby={noteId}
            >
              Reset All Grid Settings
            </Button>
          </div>
          <div className={styles.primary}>
            <Button variant="ghost" onPress={onCancel} isDisabled={isBusy}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onPress={() => onSave(draft)}
              isPending={isSaving}
              isDisabled={isResetting}
            >
              Save Settings
            </Button>
          </div>
        </div>
      }
    >
      <div className={styles.fields}>
        <Select
          label="Default role"
          items={ROLE_ITEMS}
          selectedKey={draft.role}
          onSelectionChange={(key) => {
            const role = ROLES.find((candidate) => candidate === key);
            if (role) setDraft((current) => ({ ...current, role }));
          }}
        />
        <Select
          label="Category"
          description="The main selection the search opens with."
          items={CATEGORY_ITEMS}
          selectedKey={draft.category}
          onSelectionChange={(key) => {
            const category = MAIN_SELECTIONS.find((candidate) => candidate === key);
            if (category) setDraft((current) => ({ ...current, category }));
          }}
        />
        <Select
          label="Region filter"
          items={regionItems}
          selectedKey={draft.regionId ?? ALL_REGIONS}
          onSelectionChange={(key) =>
            setDraft((current) => ({ ...current, regionId: key === ALL_REGIONS ? null : key }))
          }
        />
        <Select
          label={`${categoryLabel} filter`}
          description={categoryFilters.length === 0 ? `${categoryLabel} have no filter.` : undefined}
          items={categoryFilters}
          isDisabled={categoryFilters.length === 0}
          placeholder={categoryFilters.length === 0 ? 'None' : 'Select…'}
          selectedKey={draft.filters[draft.category] ?? null}
          onSelectionChange={(key) =>
            setDraft((current) => ({ ...current, filters: { ...current.filters, [current.category]: key } }))
          }
        />
      </div>
      <p id={noteId} className={styles.note}>
        <Info size={16} aria-hidden className={styles.noteIcon} />
        <span>{MESSAGES.resetNeedsRelogin}</span>
      </p>
    </Modal>
  );
}
