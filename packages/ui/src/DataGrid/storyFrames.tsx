// Story-only frames around the grid, shared by its stories (not exported from the library barrels).
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { DetailCard, DetailList } from '../DetailCard/DetailCard';
import { companyItems } from '../DetailCard/fixtures';
import { GridToolbar } from '../GridToolbar/GridToolbar';
import { Pager } from '../Pager/Pager';
import { DataGrid, type DataGridProps, type GridSort, type RowId } from './DataGrid';
import {
  AGENT_COLUMNS,
  type AgentRow,
  COMPANY_COLUMNS,
  type CompanyRow,
  makeCompanies,
  manyAgents,
  sortRows,
} from './fixtures';

/**
 * A stateful wrapper as the app uses the grid: it keeps the selection and the sort, sorts the rows
 * (the app asks the server instead) and reports every change through the story's action args.
 */
export function StatefulGrid<Row extends object>(props: DataGridProps<Row>) {
  const [selectedId, setSelectedId] = useState<RowId | null>(props.selectedId ?? null);
  const [sort, setSort] = useState<GridSort | null>(props.sort ?? null);
  const rows = useMemo(() => {
    if (!sort) return props.rows;
    return sortRows(
      props.rows,
      props.columns.find((c) => c.key === sort.column),
      sort.direction,
    );
  }, [props.rows, props.columns, sort]);
  return (
    <DataGrid<Row>
      {...props}
      rows={rows}
      selectedId={selectedId}
      onSelectionChange={(id, row) => {
        setSelectedId(id);
        props.onSelectionChange?.(id, row);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

export const ManyRowsGrid = (props: Pick<DataGridProps<AgentRow>, 'onSelectionChange' | 'onSortChange'>) => (
  <StatefulGrid<AgentRow>
    {...props}
    label="Agents"
    columns={AGENT_COLUMNS}
    rows={manyAgents()}
    getRowId={(row) => row.userId}
  />
);

const ALL_COMPANIES = makeCompanies(57);

/** How the admin page assembles the grid: toolbar, grid, pager and the selected row's detail card. */
export function ResultsArea(props: Pick<DataGridProps<CompanyRow>, 'onSelectionChange' | 'onSortChange'>) {
  const [visible, setVisible] = useState(true);
  const [locked, setLocked] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const [sort, setSort] = useState<GridSort | null>(null);
  const [selectedId, setSelectedId] = useState<RowId | null>(null);
  const sorted = useMemo(
    () =>
      sort
        ? sortRows(
            ALL_COMPANIES,
            COMPANY_COLUMNS.find((c) => c.key === sort.column),
            sort.direction,
          )
        : ALL_COMPANIES,
    [sort],
  );
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  const selected = ALL_COMPANIES.find((c) => c.id === selectedId);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <GridToolbar
        resultCount={ALL_COMPANIES.length}
        isGridVisible={visible}
        onGridVisibleChange={setVisible}
        gridId="companies-grid"
        isLocked={locked}
        onLockedChange={setLocked}
        onSaveSettings={fn()}
        onOpenSettings={fn()}
      />
      <div id="companies-grid" hidden={!visible}>
        <DataGrid<CompanyRow>
          label="Companies"
          columns={COMPANY_COLUMNS}
          rows={rows}
          getRowId={(row) => row.id}
          selectedId={selectedId}
          onSelectionChange={(id, row) => {
            setSelectedId(id);
            props.onSelectionChange?.(id, row);
          }}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
            props.onSortChange?.(next);
          }}
          isLocked={locked}
        />
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={ALL_COMPANIES.length}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </div>
      {selected && (
        <DetailCard title={selected.name} subtitle={`Company ${selected.id}`}>
          <DetailList items={companyItems(selected)} />
        </DetailCard>
      )}
    </div>
  );
}
