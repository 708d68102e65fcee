import { useEffect, useMemo, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { MAIN_SELECTION_LABELS, type MainSelection } from '@balance/domain';
import { IconButton, useToast, type ColumnDef } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { usePaletteCommand } from '../../../app/palette/commands';
import { downloadCsv, fetchAllRows, toCsv } from './exportCsv';
import type { SearchRequest, SearchRow } from './runSearch';
import styles from './MainPage.module.css';

export type ExportCsvButtonProps = {
  selection: MainSelection;
  /** The current search, when it has results to export. */
  request: SearchRequest | null;
  columns: ColumnDef<SearchRow>[];
};

/**
 * Export CSV of every page of the search (not only the visible one), with its progress. The
 * library's GridToolbar export button has no progress or busy state, so the app passes this one in.
 */
export function ExportCsvButton({ selection, request, columns }: ExportCsvButtonProps) {
  const api = useApiClient();
  const toast = useToast();
  const [progress, setProgress] = useState<string | null>(null);

  // The palette offers the export while there is a search to export.
  const exportRef = useRef(handleExport);
  useEffect(() => {
    exportRef.current = handleExport;
  });
  usePaletteCommand(
    useMemo(
      () =>
        request
          ? {
              id: 'export-grid',
              label: 'Export the current grid (CSV)',
              kind: 'Action',
              group: 'Actions',
              run: () => void exportRef.current(),
            }
          : null,
      [request],
    ),
  );

  async function handleExport() {
    if (!request) return;
    setProgress('Preparing…');
    try {
      const rows = await fetchAllRows(api, request, undefined, (fetched, total) =>
        setProgress(`Exporting ${fetched} of ${total}…`),
      );
      downloadCsv(`${selection}-${request.attribute}.csv`, toCsv(columns, rows));
      toast.show(`Exported ${rows.length} ${MAIN_SELECTION_LABELS[selection].toLowerCase()}`);
    } catch {
      toast.show('The export failed. Try again.', { tone: 'danger' });
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <IconButton
        label="Export CSV (all pages)"
        icon={<Download size={18} aria-hidden />}
        isDisabled={!request}
        isPending={progress !== null}
        onPress={handleExport}
      />
      {progress && (
        <span className={styles.exporting} role="status">
          {progress}
        </span>
      )}
    </>
  );
}
