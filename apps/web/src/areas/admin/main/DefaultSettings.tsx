import { useAtomValue, useSetAtom } from 'jotai';
import { MAIN_SELECTIONS, ROLES, type MainSelection, type Role } from '@balance/domain';
import {
  UserDefaultSettingsModal,
  useToast,
  type SelectItem,
  type UserDefaultSettings as ModalSettings,
} from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { readList } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { gridSettingsState } from '../../../states/gridSettingsState';
import { sessionState } from '../../../states/sessionState';
import { tabFilterState } from '../../../states/tabFilterState';
import { userDefaultSettingsState, type UserDefaultSettings } from '../../../states/userDefaultSettingsState';

export type DefaultSettingsProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The selection on screen: the category shown when none was saved. */
  selection: MainSelection;
};

const roleOf = (value: string | null | undefined): Role | undefined => ROLES.find((role) => role === value);

/** The stored defaults as the library modal reads them (role and category filled in from the session). */
function toModal(saved: UserDefaultSettings, sessionRole: string | undefined, selection: MainSelection) {
  return {
    role: roleOf(saved.role) ?? roleOf(sessionRole) ?? 'Super Admin',
    category: saved.category ?? selection,
    regionId: saved.regionId === null ? null : String(saved.regionId),
    filters: saved.categoryFilters,
  } satisfies ModalSettings;
}

function fromModal(value: ModalSettings): UserDefaultSettings {
  const categoryFilters: Partial<Record<MainSelection, string>> = {};
  for (const category of MAIN_SELECTIONS) {
    const filter = value.filters[category];
    if (filter) categoryFilters[category] = filter;
  }
  return {
    role: value.role,
    category: value.category,
    regionId: value.regionId === null ? null : Number(value.regionId),
    categoryFilters,
  };
}

/**
 * The library's User Default Settings modal, fed from the app: regions from the API, each category's
 * search attributes as its default filter; saves into the user's stored defaults (docs/product.md#routes).
 */
export function DefaultSettings({ isOpen, onClose, selection }: DefaultSettingsProps) {
  const api = useApiClient();
  const toast = useToast();
  const session = useAtomValue(sessionState);
  const saved = useAtomValue(userDefaultSettingsState);
  const saveDefaults = useSetAtom(userDefaultSettingsState);
  const resetGrids = useSetAtom(gridSettingsState);
  const tabFilter = useAtomValue(tabFilterState);
  const regions = useApiQuery(
    isOpen ? ['regions-for-settings'] : null,
    async (signal) =>
      readList(
        await api.GET('/regions', {
          params: { query: { pageSize: 100, pageNumber: 1, searchField: 'Region_All' } },
          signal,
        }),
      ).rows,
  );
  const regionOptions: SelectItem[] = (regions.data ?? []).map((region) => ({
    id: String(region.id),
    label: region.name,
  }));
  const filterOptions: Partial<Record<MainSelection, SelectItem[]>> = {};
  if (tabFilter.status === 'ready') {
    for (const category of MAIN_SELECTIONS) {
      filterOptions[category] = tabFilter.data[category].map((attribute) => ({
        id: attribute.value,
        label: attribute.text,
      }));
    }
  }

  return (
    <UserDefaultSettingsModal
      isOpen={isOpen}
      value={toModal(saved, session?.user.role, selection)}
      regionOptions={regionOptions}
      filterOptions={filterOptions}
      onSave={(value) => {
        saveDefaults(fromModal(value));
        onClose();
        toast.show('Settings saved');
      }}
      onReset={() => {
        resetGrids('reset-all');
        onClose();
        toast.show('All grid settings were reset.');
      }}
      onCancel={onClose}
    />
  );
}
