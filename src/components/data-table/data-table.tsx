// The list of every admin page, on Fluent's DataGrid: the server pages, sorts and searches
// (this component only says what the user asked for); the user picks the columns (remembered
// per user), selects rows for the bulk-action bar, and moves with the keyboard (Tab into the
// grid, arrow keys between cells, Enter/Space on a header to sort, Space on a row's checkbox).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  SearchBox,
  Spinner,
  Text,
  createTableColumn,
  makeStyles,
  mergeClasses,
  tokens,
  type TableColumnDefinition,
  type TableColumnId,
  type TableRowId,
} from '@fluentui/react-components';
import { Pager } from '../pager/pager.tsx';
import { ErrorRetry } from '../query-state/error-retry.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { isPinned, toSource, type DataTableColumn, type DataTableData, type TableSort } from './data-table-types.ts';
import { useColumnVisibility } from './use-column-visibility.ts';

export interface DataTableProps<T> {
  /** Names the table in the remembered column choice, e.g. "system-users". */
  tableId: string;
  /** Accessible name of the grid, e.g. "Users". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  data: DataTableData<T>;
  getRowId(row: T): TableRowId;
  /** 1-based page and page size, usually from the URL (useUrlListState). */
  page: number;
  size: number;
  /** Without it the table shows every row it is given and no pager (short lists, trees). */
  onPageChange?(page: number, size: number): void;
  sort?: TableSort | null;
  onSortChange?(sort: TableSort): void;
  /** Shows the search box when given; called after typing pauses or on Enter. */
  keyword?: string;
  onKeywordChange?(keyword: string): void;
  searchPlaceholder?: string;
  /** Filters and page buttons shown beside the search box. */
  toolbar?: ReactNode;
  /** Enables row selection; the bar shows while rows are selected. */
  bulkActions?(selected: T[], clearSelection: () => void): ReactNode;
  /** Shown instead of rows when the page is empty. */
  emptyText?: string;
  /** Title of the error bar, e.g. "The users could not be loaded." */
  errorTitle?: string;
}

const SEARCH_PAUSE_MS = 300;
/** A column that names no width never gets narrower than this. */
const DEFAULT_MIN_WIDTH = 112;
/** Fluent's selection cell. */
const SELECTION_CELL_WIDTH = 44;
/** Fluent's padding either side of a cell's content (widths are of the content). */
const CELL_PADDING = 16;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  gridBox: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
  },
  // A word longer than its column (a username, an address) wraps inside it instead of running
  // under the next column; a button's label stays whole, and buttons that do not fit go to a second line.
  cell: {
    minWidth: 0,
    flexWrap: 'wrap',
    overflowWrap: 'anywhere',
    '& button': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
    '& [role=toolbar]': { flexWrap: 'wrap' },
  },
  // A pinned column (the row actions) sticks to the right edge of the scrolling box, over the
  // columns that pass under it.
  pinned: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  busy: { position: 'absolute', top: '8px', right: '12px' },
  empty: { display: 'block', padding: '24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export function DataTable<T>(props: DataTableProps<T>) {
  const { tableId, label, columns, getRowId, page, size, onPageChange, sort, onSortChange, keyword, onKeywordChange, bulkActions } = props;
  const styles = useStyles();
  const { t } = useLingui();
  const source = toSource(props.data);
  const { visibleColumns, isVisible, setVisible } = useColumnVisibility(tableId, columns);

  const pinnedIds = new Set(visibleColumns.filter(isPinned).map((c) => c.id));
  const cellClass = (columnId: TableColumnId) => (pinnedIds.has(String(columnId)) ? mergeClasses(styles.cell, styles.pinned) : styles.cell);
  const widthOf = (columnId: TableColumnId) => {
    const column = visibleColumns.find((c) => c.id === columnId);
    if (column?.width) return { flex: `0 0 ${column.width}px` };
    return { minWidth: `${column?.minWidth ?? DEFAULT_MIN_WIDTH}px` };
  };
  // The grid is at least as wide as its columns' minimums: on a narrow screen it scrolls sideways
  // (the box around it) rather than laying the columns over each other.
  const gridMinWidth =
    visibleColumns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? DEFAULT_MIN_WIDTH) + CELL_PADDING, 0) +
    (bulkActions ? SELECTION_CELL_WIDTH : 0);

  const gridColumns: TableColumnDefinition<T>[] = useMemo(
    () =>
      visibleColumns.map((c) =>
        createTableColumn<T>({
          columnId: c.id,
          renderHeaderCell: () => c.label,
          renderCell: (row) => c.cell(row),
          // Fluent treats a compare function that takes arguments as "sortable"; the server sorts, so
          // it keeps the page's order.
          ...(c.sortable ? { compare: (_a: T, _b: T) => 0 } : {}),
        }),
      ),
    [visibleColumns],
  );

  // Selection belongs to the rows on screen: another page, order or search starts empty.
  const [selected, setSelected] = useState<Set<TableRowId>>(new Set());
  const resetKey = `${page}|${size}|${sort?.column}|${sort?.direction}|${keyword}`;
  useEffect(() => {
    setSelected(new Set());
  }, [resetKey]);
  const selectedRows = source.rows.filter((r) => selected.has(getRowId(r)));
  const clearSelection = () => setSelected(new Set());

  // A page past the end (rows deleted, a narrower search) moves back to the last one.
  useEffect(() => {
    if (!source.loading && !source.error && source.rows.length === 0 && page > 1 && source.total > 0) {
      onPageChange?.(Math.max(1, Math.ceil(source.total / size)), size);
    }
  }, [source.loading, source.error, source.rows.length, source.total, page, size, onPageChange]);

  const firstLoad = source.loading && source.rows.length === 0;
  const showError = source.error != null && source.rows.length === 0;

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {onKeywordChange ? (
          <SearchField value={keyword ?? ''} onSearch={onKeywordChange} placeholder={props.searchPlaceholder ?? t`Search`} />
        ) : null}
        {props.toolbar}
        <span className={styles.grow} />
        <ColumnMenu columns={columns} isVisible={isVisible} setVisible={setVisible} />
      </div>
      {bulkActions && selectedRows.length > 0 ? (
        <BulkActionBar count={selectedRows.length} onClear={clearSelection}>
          {bulkActions(selectedRows, clearSelection)}
        </BulkActionBar>
      ) : null}
      {showError ? (
        <ErrorRetry
          title={props.errorTitle ?? t`The list could not be loaded.`}
          error={source.error}
          onRetry={() => void source.refetch()}
        />
      ) : (
        <div className={styles.gridBox} aria-busy={source.loading || undefined}>
          {source.loading && !firstLoad ? <Spinner className={styles.busy} size="tiny" aria-label={t`Loading`} /> : null}
          <DataGrid
            aria-label={label}
            style={{ minWidth: `${gridMinWidth}px` }}
            items={source.rows as T[]}
            columns={gridColumns}
            getRowId={getRowId}
            focusMode="composite"
            sortable={Boolean(onSortChange)}
            sortState={
              sort
                ? { sortColumn: sort.column, sortDirection: sort.direction === 'asc' ? 'ascending' : 'descending' }
                : { sortColumn: undefined, sortDirection: 'ascending' }
            }
            onSortChange={(_, s) =>
              s.sortColumn && onSortChange?.({ column: String(s.sortColumn), direction: s.sortDirection === 'ascending' ? 'asc' : 'desc' })
            }
            selectionMode={bulkActions ? 'multiselect' : undefined}
            selectedItems={selected}
            onSelectionChange={(_, d) => setSelected(new Set(d.selectedItems))}
            data-testid="data-table"
          >
            <DataGridHeader>
              <DataGridRow selectionCell={bulkActions ? { checkboxIndicator: { 'aria-label': t`Select all rows` } } : undefined}>
                {({ renderHeaderCell, columnId }) => (
                  <DataGridHeaderCell className={cellClass(columnId)} style={widthOf(columnId)}>
                    {renderHeaderCell()}
                  </DataGridHeaderCell>
                )}
              </DataGridRow>
            </DataGridHeader>
            <DataGridBody<T>>
              {({ item, rowId }) => (
                <DataGridRow<T>
                  key={rowId}
                  data-testid="data-table-row"
                  selectionCell={bulkActions ? { checkboxIndicator: { 'aria-label': t`Select row` } } : undefined}
                >
                  {({ renderCell, columnId }) => (
                    <DataGridCell className={cellClass(columnId)} style={widthOf(columnId)}>
                      {renderCell(item)}
                    </DataGridCell>
                  )}
                </DataGridRow>
              )}
            </DataGridBody>
          </DataGrid>
          {firstLoad ? <Spinner className={styles.empty} label={t`Loading…`} /> : null}
          {!source.loading && source.rows.length === 0 ? (
            <Text className={styles.empty} data-testid="data-table-empty">
              {props.emptyText ?? t`No records found.`}
            </Text>
          ) : null}
        </div>
      )}
      {onPageChange ? <Pager page={page} size={size} total={source.total} onChange={onPageChange} disabled={firstLoad} /> : null}
    </div>
  );
}

/** The search box: reports the text after a pause in typing, or at once on Enter. */
function SearchField({ value, onSearch, placeholder }: { value: string; onSearch(v: string): void; placeholder: string }) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useLayoutEffect(() => {
    latest.current = onSearch;
  });
  // Follows a keyword changed elsewhere (back button, a link).
  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <SearchBox
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      onChange={(_, d) => setText(d.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text.trim());
      }}
      data-testid="data-table-search"
    />
  );
}
