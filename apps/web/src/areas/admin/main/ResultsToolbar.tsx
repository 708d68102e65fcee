import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Columns3, Download, Eye, EyeOff, Lock, LockOpen, Save, Settings } from 'lucide-react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { MAIN_SELECTION_LABELS, MESSAGES, SNACKBAR_DURATION_MS, type MainSelection } from '@balance/domain';
import { Button, Checkbox, IconButton, type ColumnDef } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { gridLockedState } from '../../../states/gridLockedState';
import { sessionState } from '../../../states/sessionState';
import { downloadCsv, fetchAllRows, toCsv } from './exportCsv';
import type { SearchRequest, SearchRow } from './runSearch';
import type { GridLayout } from './useGridLayout';
import { UserDefaultSettingsDialog } from './UserDefaultSettingsDialog';
import styles from './MainPage.module.css';

export type ResultsToolbarProps = {
  selection: MainSelection;
  isGridVisible: boolean;
  onToggleGrid: () => void;
  layout: GridLayout;
  /** The current search, when it has results to export. */
  exportRequest: SearchRequest | null;
  columns: ColumnDef<SearchRow>[];
};

/** Grid toolbar: Hide/Show Grid, Lock/Unlock, columns, Save Grid Settings, User Default Settings, CSV. */
export function ResultsToolbar({
  selection,
  isGridVisible,
  onToggleGrid,
  layout,
  exportRequest,
  columns,
}: ResultsToolbarProps) {
  const api = useApiClient();
  const session = useAtomValue(sessionState);
  const [isLocked, setLocked] = useAtom(gridLockedState);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function showSnackbar(message: string) {
    setSnackbar(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSnackbar(null), SNACKBAR_DURATION_MS);
  }

  async function handleExport() {
    if (!exportRequest) return;
    setExporting('Preparing…');
    try {
      const rows = await fetchAllRows(api, exportRequest, undefined, (fetched, total) =>
        setExporting(`Exporting ${fetched} of ${total}…`),
      );
      downloadCsv(`${selection}-${exportRequest.attribute}.csv`, toCsv(columns, rows));
      showSnackbar(`Exported ${rows.length} ${MAIN_SELECTION_LABELS[selection].toLowerCase()}`);
    } catch {
      showSnackbar('The export failed. Try again.');
    } finally {
      setExporting(null);
    }
  }

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Grid tools">
      <Button
        size="sm"
        variant="ghost"
        icon={isGridVisible ? <EyeOff size={16} /> : <Eye size={16} />}
        onPress={onToggleGrid}
      >
        {isGridVisible ? 'Hide Grid' : 'Show Grid'}
      </Button>
      <IconButton
        label={isLocked ? 'Unlock Grid' : 'Lock Grid'}
        icon={isLocked ? <Lock size={16} /> : <LockOpen size={16} />}
        aria-pressed={isLocked}
        onPress={() => setLocked(!isLocked)}
      />
      <DialogTrigger>
        <IconButton label="Columns" icon={<Columns3 size={16} />} isDisabled={isLocked} />
        <Popover placement="bottom end" className={styles.popover}>
          <Dialog aria-label="Columns" className={styles.columnsDialog}>
            <p className={styles.popoverTitle}>Columns</p>
            <ul className={styles.columnList}>
              {layout.orderedColumns.map((column, index) => (
                <li key={column.key} className={styles.columnItem}>
                  <Checkbox
                    isSelected={!layout.hiddenColumns.includes(column.key)}
                    onChange={() => layout.toggleColumn(column.key)}
                  >
                    {column.header}
                  </Checkbox>
                  <span className={styles.columnMove}>
                    <IconButton
                      label={`Move ${column.header} left`}
                      icon={<span aria-hidden>↑</span>}
                      isDisabled={index === 0}
                      onPress={() => layout.moveColumn(column.key, -1)}
                    />
                    <IconButton
                      label={`Move ${column.header} right`}
                      icon={<span aria-hidden>↓</span>}
                      isDisabled={index === layout.orderedColumns.length - 1}
                      onPress={() => layout.moveColumn(column.key, 1)}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <IconButton
        label="Save Grid Settings"
        icon={<Save size={16} />}
        onPress={() => {
          layout.save();
          showSnackbar(MESSAGES.gridSettingsSaved);
        }}
      />
      <IconButton
        label="User Default Settings"
        icon={<Settings size={16} />}
        onPress={() => setSettingsOpen(true)}
      />
      <IconButton
        label="Export CSV (all pages)"
        icon={<Download size={16} />}
        isDisabled={!exportRequest || exporting !== null}
        onPress={handleExport}
      />
      {exporting && (
        <span className={styles.exporting} role="status">
          {exporting}
        </span>
      )}
      {snackbar && (
        <div className={styles.snackbar} role="status">
          {snackbar}
        </div>
      )}
      {session && (
        <UserDefaultSettingsDialog
          isOpen={settingsOpen}
          onOpenChange={setSettingsOpen}
          onSaved={showSnackbar}
        />
      )}
    </div>
  );
}
