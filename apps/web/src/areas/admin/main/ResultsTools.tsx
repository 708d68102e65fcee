import { useState } from 'react';
import { useAtom } from 'jotai';
import { MESSAGES, type MainSelection } from '@balance/domain';
import { GridToolbar, Snackbar, type ColumnDef, type ToastTone } from '@balance/ui';
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

type Message = { text: string; tone: ToastTone };

/**
 * The results header: the library's GridToolbar (Hide/Show, Lock, Save Grid Settings, User Default
 * Settings) with the app's Columns menu and all-pages CSV export inside it, and the library snackbar
 * ('Grid settings are saved' for 3000 ms, SPEC §2, §9).
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
  const [message, setMessage] = useState<Message | null>(null);
  const notify = (text: string, tone: ToastTone) => setMessage({ text, tone });

  return (
    <>
      <GridToolbar
        resultCount={resultCount}
        isGridVisible={isGridVisible}
        onGridVisibleChange={onGridVisibleChange}
        gridId={gridId}
        isLocked={isLocked}
        onLockedChange={setLocked}
        onSaveSettings={() => {
          layout.save();
          notify(MESSAGES.gridSettingsSaved, 'success');
        }}
        onOpenSettings={() => setSettingsOpen(true)}
      >
        <ColumnsMenu layout={layout} isDisabled={isLocked} />
        <ExportCsvButton selection={selection} request={exportRequest} columns={columns} onDone={notify} />
      </GridToolbar>
      <Snackbar
        isOpen={message !== null}
        onClose={() => setMessage(null)}
        message={message?.text}
        tone={message?.tone}
      />
      <DefaultSettings
        isOpen={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        selection={selection}
        onDone={notify}
      />
    </>
  );
}
