import { useCallback, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { MainSelection } from '@balance/domain';
import type { ColumnDef } from '@balance/ui';
import { gridSettingsState, type GridSettings } from '../../../states/gridSettingsState';
import type { SearchRow } from './runSearch';

/**
 * Column order, widths and visibility of the results grid; saved per user and selection on demand.
 * `shown` (a saved search's visible columns, from the URL) wins over the user's layout while it is set.
 */
export function useGridLayout(
  selection: MainSelection,
  columns: ColumnDef<SearchRow>[],
  saved: GridSettings | undefined,
  pageSize: number,
  shown: readonly string[] = [],
) {
  const keys = useMemo(() => columns.map((column) => column.key), [columns]);
  const fromSearch = shown.filter((key) => keys.includes(key));
  const startOrder = () => {
    const first = fromSearch.length > 0 ? fromSearch : (saved?.columnOrder ?? []);
    const known = first.filter((key) => keys.includes(key));
    return [...known, ...keys.filter((key) => !known.includes(key))];
  };
  const startHidden = () =>
    fromSearch.length > 0
      ? keys.filter((key) => !fromSearch.includes(key))
      : (saved?.hiddenColumns ?? []).filter((key) => keys.includes(key));
  const [order, setOrder] = useState<string[]>(startOrder);
  const [columnWidths, setColumnWidths] = useState<Record<string, number>>(() => saved?.columnWidths ?? {});
  const [hiddenColumns, setHidden] = useState<string[]>(startHidden);
  // Other columns (the users tab showing teams) or a saved search's: start again from them.
  const signature = `${keys.join('|')}#${fromSearch.join('|')}`;
  const [layoutFor, setLayoutFor] = useState(signature);
  if (layoutFor !== signature) {
    setLayoutFor(signature);
    setOrder(startOrder());
    setHidden(startHidden());
  }
  const saveAll = useSetAtom(gridSettingsState);

  const orderedColumns = useMemo(
    () =>
      order
        .map((key) => columns.find((column) => column.key === key))
        .filter((column) => column !== undefined),
    [columns, order],
  );
  const visibleColumns = useMemo(
    () => orderedColumns.filter((column) => !hiddenColumns.includes(column.key)),
    [hiddenColumns, orderedColumns],
  );

  const toggleColumn = useCallback(
    (key: string) => {
      setHidden((previous) => {
        if (previous.includes(key)) return previous.filter((item) => item !== key);
        // Keep at least one column visible.
        return previous.length + 1 >= keys.length ? previous : [...previous, key];
      });
    },
    [keys.length],
  );

  const moveColumn = useCallback((key: string, offset: -1 | 1) => {
    setOrder((previous) => {
      const index = previous.indexOf(key);
      const target = index + offset;
      if (index < 0 || target < 0 || target >= previous.length) return previous;
      const next = [...previous];
      [next[index], next[target]] = [next[target] as string, next[index] as string];
      return next;
    });
  }, []);

  const save = useCallback(() => {
    saveAll({ selection, settings: { columnOrder: order, columnWidths, hiddenColumns, pageSize } });
  }, [columnWidths, hiddenColumns, order, pageSize, saveAll, selection]);

  // One object per change, so the results toolbar (memoized) skips the renders a search causes.
  return useMemo(
    () => ({
      columns,
      orderedColumns,
      visibleColumns,
      hiddenColumns,
      columnWidths,
      setColumnWidths,
      toggleColumn,
      moveColumn,
      save,
    }),
    [columns, orderedColumns, visibleColumns, hiddenColumns, columnWidths, toggleColumn, moveColumn, save],
  );
}

export type GridLayout = ReturnType<typeof useGridLayout>;
