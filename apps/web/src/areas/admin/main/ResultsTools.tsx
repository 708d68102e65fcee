import { useCallback, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { MESSAGES, type MainSelection } from '@balance/domain';
import { GridToolbar, useToast, type ColumnDef } from '@balance/ui';
import { gridLockedState } from '../../../states/gridLockedState';
import { ColumnsMenu } from './ColumnsMenu';
import { DefaultSettings } from './DefaultSettings';
import { ExportCsvButton } from './ExportCsvButton';
import type { SearchRequest, SearchRow } from './runSearch';
import type { GridLayout } from './useGridLayout';

export type ResultsToolsProps = {
  selection: MainSelection;
  /** Results of the last search; null before a search or while one runs. */
  resultCount: number | null;
  isGridVisible: boolean;
  onGridVisibleChange: (visible: boolean) => void;
  /** id of the grid region Hide/Show Grid controls. */
  gridId: string;
  layout: GridLayout;
  /** The current search, when it has results to export. */
  exportRequest: SearchRequest | null;
  columns: ColumnDef<SearchRow>[];
};

/**
 * The results header: the library's GridToolbar (Hide/Show, Lock, Save Grid Settings, User Default
 * Settings) with the app's Columns menu and all-pages CSV export inside it; messages through the
 * library's useToast ('Grid settings are saved' for 3000 ms, docs/product.md: Routes, Constants and limits).
 */
export function ResultsTools({
  selection,
  resultCount,
  isGridVisible,
  onGridVisibleChange,
  gridId,
  layout,
  exportRequest,
  columns,
}: ResultsToolsProps) {
  const [isLocked, setLocked] = useAtom(gridLockedState);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const toast = useToast();
  // A search changes only the count and the export (at Go and at the reply): the handlers are stable and
  // the Columns menu and the settings modal are kept as elements, so neither re-renders then (issue 8).
  const onSaveSettings = useCallback(() => {
    layout.save();
    toast.show(MESSAGES.gridSettingsSaved);
  }, [layout, toast]);
  const onOpenSettings = useCallback(() => setSettingsOpen(true), []);
  const onCloseSettings = useCallback(() => setSettingsOpen(false), []);
  const columnsMenu = useMemo(
    () => <ColumnsMenu layout={layout} isDisabled={isLocked} />,
    [layout, isLocked],
  );
  const settings = useMemo(
    () => <DefaultSettings isOpen={settingsOpen} onClose={onCloseSettings} selection={selection} />,
    [settingsOpen, onCloseSettings, selection],
  );

  return (
    <>
      <GridToolbar
        resultCount={resultCount}
        isGridVisible={isGridVisible}
        onGridVisibleChange={onGridVisibleChange}
        gridId={gridId}
        isLocked={isLocked}
        onLockedChange={setLocked}
        onSaveSettings={onSaveSettings}
        onOpenSettings={onOpenSettings}
      >
        {columnsMenu}
        <ExportCsvButton selection={selection} request={exportRequest} columns={columns} />
      </GridToolbar>
      {settings}
    </>
  );
}
