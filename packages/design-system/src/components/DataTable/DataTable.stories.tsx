import { useCallback, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { DataTable, dataTableModes, type DataTableProps, type DataTableSelection, type DataTableSort, type SortDirection } from './DataTable';
import { downloadCsv, exportCsv } from './exportCsv';
import { filterRows } from './filterRows';
import { sortRows } from './sortRows';
import {
  byJoiningDateNewestFirst,
  storyProfessionalColumns,
  storyProfessionals,
  storyProfessionalsWithGaps,
  storyRowId,
  storyServerPage,
  type StoryProfessional,
} from './DataTable.storyData';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

type Props = DataTableProps<StoryProfessional>;

const thirty = storyProfessionals(30);
const plainColumns = storyProfessionalColumns();

const meta = {
  title: 'Data/DataTable',
  component: DataTable<StoryProfessional>,
  args: {
    rows: thirty,
    columns: plainColumns,
    getRowId: storyRowId,
    caption: 'Professionals',
    defaultSort: byJoiningDateNewestFirst,
    searchPlaceholder: `Search ${thirty.length} records...`,
    loadingRows: 20,
    loadingLabel: 'Loading professionals',
    emptyText: 'No records found.',
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A table of records to compare, sort, search, page and select: the professionals, salons and suites lists.',
        use: ['For many records with the same fields, where readers compare rows, sort by a column or look one up.', '`mode="server"` when a server sorts, searches and pages (`totalPages`); the default client mode does it all in the browser, fast up to 100,000 rows.'],
        avoid: ["For a few label and value pairs of one record: use `InfoCard`.", 'For layout in columns: use `Inline` or `Box`.'],
        accessibility: ['`caption` is required: it names the table (`hideCaption` hides it from sight, not from screen readers).', 'Sortable headers are buttons; the primary sort column carries `aria-sort`; Shift+click or Shift+Enter adds a column, and the new order is announced.', 'The scroll region takes focus, so a keyboard scrolls a wide or long table; long tables keep `aria-rowcount` and `aria-rowindex` true while only the rows in view are drawn.', "Selection names each row's checkbox from `rowLabel` ('Select Ann Lee'); the count is announced as it changes."],
        do: "`selection={{ rowLabel: (row) => row.fullName, ... }}`: every checkbox says whose it is.",
        dont: '`getRowId={(row) => row.name}` where names repeat, or any id that changes between renders: the selection and the focus follow the wrong rows.',
      }) } } },
  argTypes: {
    ...radios({ mode: dataTableModes }),
    loadingRows: { control: { type: 'number', min: 1, max: 30 } },
    pageSize: { control: { type: 'number', min: 1 } },
    missingText: { control: 'text' },
    rows: { control: false },
    columns: { control: false },
  },
} satisfies Meta<typeof DataTable<StoryProfessional>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstRowText = (table: HTMLElement) => bodyRows(table)[0]?.textContent ?? '';
const newestFirst = (rows: readonly StoryProfessional[]) => rows.toSorted((a, b) => b.joinedAt! - a.joinedAt!);
const rowName = (row: StoryProfessional) => row.name ?? 'N/A';

/** The professionals list as the back-office shows it: Suspend/Unsuspend and Delete change the rows. */
function ModeratedTable(args: Props) {
  const [rows, setRows] = useState(args.rows);
  const columns = useMemo(
    () =>
      storyProfessionalColumns({
        onSuspend: (target) => setRows((current) => current.map((row) => (row.id === target.id ? { ...row, suspended: !row.suspended } : row))),
        onDelete: (target) => setRows((current) => current.filter((row) => row.id !== target.id)),
      }),
    [],
  );
  return <DataTable {...args} rows={rows} columns={columns} searchPlaceholder={`Search ${rows.length} records...`} />;
}

export const Default: Story = {
  render: (args) => <ModeratedTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowText(table)).toContain(newestFirst(thirty)[0]!.name);
    await expect(bodyRows(table)).toHaveLength(30);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search 30 records...');

    // Suspend turns into Unsuspend in place; Delete removes the row and lowers the count.
    const target = bodyRows(table)[0]!;
    const targetName = within(target).getByRole('link').textContent!;
    const wasSuspended = within(target).queryByText('Suspended') !== null;
    await userEvent.click(within(target).getByRole('button', { name: `${wasSuspended ? 'Unsuspend' : 'Suspend'} ${targetName}` }));
    await expect(within(bodyRows(table)[0]!).getByText(wasSuspended ? 'Active' : 'Suspended')).toBeVisible();
    await expect(within(bodyRows(table)[0]!).getByRole('button', { name: `${wasSuspended ? 'Suspend' : 'Unsuspend'} ${targetName}` })).toBeVisible();
    await userEvent.click(within(bodyRows(table)[0]!).getByRole('button', { name: `Delete ${targetName}` }));
    await expect(canvas.queryByRole('link', { name: targetName })).not.toBeInTheDocument();
    await expect(search).toHaveAttribute('placeholder', 'Search 29 records...');

    // Search filters across the searchable columns.
    await userEvent.type(search, 'Seattle');
    await waitFor(() => expect(bodyRows(table).every((row) => row.textContent?.includes('Seattle'))).toBe(true));
    await userEvent.clear(search);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(29));
  },
};

export const Playground: Story = {
  args: { pageSize: 10, hideCaption: false, missingText: 'N/A', mode: 'client' },
};

/** Keyboard only: Tab to the sort buttons, Enter and Space sort, typing in the search box filters. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    search.focus();
    // The scroll region takes focus (so a wide table can be scrolled), then the first sort button.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Professionals' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Professional Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const nameHeader = canvas.getByRole('columnheader', { name: 'Professional Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'none');
    const ascendingFirst = firstRowText(table);
    await userEvent.keyboard(' ');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowText(table)).not.toBe(ascendingFirst);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Location' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Location' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    // Back to the search box with Shift+Tab, and type.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('Boston');
    await waitFor(() => expect(bodyRows(table).every((row) => row.textContent?.includes('Boston'))).toBe(true));
    await expect(bodyRows(table).length).toBe(thirty.filter((row) => row.city === 'Boston').length);
  },
};

/** A press anywhere in a sortable header sorts, beside its words too: the button fills the whole cell. */
export const WholeHeaderCellSorts: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Professional Name' });
    const button = within(header).getByRole('button', { name: 'Professional Name' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // The button covers the cell edge to edge: all of it inside the cell's border (a line below it).
    const cell = header.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    const inside = [cell.left + header.clientLeft, cell.top + header.clientTop, header.clientWidth, header.clientHeight];
    await expect([box.left, box.top, box.width, box.height].map(Math.round)).toEqual(inside.map(Math.round));
    // A point near the cell's right edge, well past the words and the arrow (the column is wider than
    // they are), is on the button: the page's own hit test says so, then a click there sorts.
    const words = document.createRange();
    words.selectNodeContents(button);
    const point = { x: cell.right - 4, y: cell.top + cell.height / 2 };
    await expect(words.getBoundingClientRect().right).toBeLessThan(point.x - 16);
    const hit = document.elementFromPoint(point.x, point.y);
    await expect(hit === button || button.contains(hit)).toBe(true);
    await userEvent.pointer({ keys: '[MouseLeft]', target: hit!, coords: { clientX: point.x, clientY: point.y } });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'none');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading professionals' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // Twenty placeholder rows, hidden from assistive technology (so counted through the DOM).
    await expect(status.querySelectorAll('tbody tr')).toHaveLength(20);
  },
};

export const Empty: Story = {
  args: { rows: [], searchPlaceholder: 'Search 0 records...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No records found.' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Professional Name' })).toBeVisible();
  },
};

export const NoMatches: Story = {
  args: { defaultSearch: 'nobody by this name', noMatchesText: 'No professionals match your search.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No professionals match your search.' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await waitFor(() => expect(bodyRows(canvas.getByRole('table'))).toHaveLength(30));
  },
};

export const Error: Story = {
  args: { error: 'Error loading professionals: Failed to fetch professionals', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading professionals: Failed to fetch professionals');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // The retry works from the keyboard and from the mouse.
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const ErrorWithoutRetry: Story = {
  args: { error: 'Error: Failed to fetch salons' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch salons');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const WithNA: Story = {
  args: { rows: storyProfessionalsWithGaps, searchPlaceholder: 'Search 5 records...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(canvas.getAllByText('N/A')).toHaveLength(5);
    // Newest first, and the professional with no joining date last.
    await expect(bodyRows(table).at(-1)).toHaveTextContent('Ava Silva');
    const nameButton = canvas.getByRole('button', { name: 'Professional Name' });
    const names = () => bodyRows(table).map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    await userEvent.click(nameButton);
    await expect(names()).toEqual(['Ava Silva', 'Bianca Rossi', 'Carmen Diaz', 'N/A', 'N/A']);
    // Descending too: the missing names stay last.
    await userEvent.click(nameButton);
    await expect(names()).toEqual(['Carmen Diaz', 'Bianca Rossi', 'Ava Silva', 'N/A', 'N/A']);
    // 'N/A' is searchable like any shown text.
    await userEvent.type(canvas.getByRole('searchbox'), 'n/a');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
  },
};

const serverData = storyProfessionals(47, 3);

/**
 * Pages, sort and search from a (pretend) server: the table shows the rows it gets and asks for others.
 * With `selectable`, rows can be selected, and the app (this harness) selects every matching row
 * when asked, since the table only has the page shown. With `severalKeys` the harness holds the sort
 * as a list (`sorts`), as an app whose server sorts by several columns; without, one key (`sort`).
 */
function ServerPagedTable({ selectable = false, severalKeys = false, ...args }: Props & { selectable?: boolean; severalKeys?: boolean }) {
  const [page, setPage] = useState(1);
  const [sorts, setSorts] = useState<readonly DataTableSort[]>([byJoiningDateNewestFirst]);
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const answer = storyServerPage(serverData, { page, pageSize: 10, search, sorts });
  const matching = storyServerPage(serverData, { page: 1, pageSize: serverData.length, search, sorts }).rows;
  const selection: DataTableSelection<StoryProfessional> = {
    selectedIds,
    onSelectedIdsChange: setSelectedIds,
    rowLabel: rowName,
    matchingCount: matching.length,
    onSelectAllMatching: () => setSelectedIds(new Set([...selectedIds, ...matching.map((row) => String(storyRowId(row)))])),
  };
  const { onPageChange, onSortsChange } = args;
  const changePage = useCallback(
    (next: number) => {
      setPage(next);
      onPageChange?.(next);
    },
    [onPageChange],
  );
  // A new order starts again from its first page.
  const changeSorts = useCallback(
    (next: readonly DataTableSort[]) => {
      setSorts(next);
      setPage(1);
      onSortsChange?.(next);
    },
    [onSortsChange],
  );
  const sortProps = severalKeys
    ? { sorts, onSortsChange: changeSorts }
    : { sort: sorts[0] ?? null, onSortChange: (next: DataTableSort) => changeSorts([next]) };
  return (
    <DataTable
      {...args}
      {...sortProps}
      mode="server"
      rows={answer.rows}
      totalPages={answer.totalPages}
      page={page}
      onPageChange={changePage}
      search={search}
      onSearchChange={setSearch}
      selection={selectable ? selection : undefined}
    />
  );
}

export const ServerPaged: Story = {
  args: { caption: 'Private Suites', paginationLabel: 'Private suites pages', onPageChange: fn(), searchPlaceholder: 'Search suites...' },
  render: (args) => <ServerPagedTable {...args} />,
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Private Suites' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(firstRowText(table)).toContain(newestFirst(serverData)[0]!.name);
    const pages = canvas.getByRole('navigation', { name: 'Private suites pages' });
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Page 2 continues where page 1 stopped: the server sorted all 47 rows.
    await expect(firstRowText(table)).toContain(newestFirst(serverData)[10]!.name);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await expect(bodyRows(table)).toHaveLength(7);
    await expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    // A new query goes back to the first page of its answer.
    await userEvent.type(canvas.getByRole('searchbox'), 'Boston');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(bodyRows(table).every((row) => row.textContent?.includes('Boston'))).toBe(true));
  },
};

/** All three pieces of state held by the caller, as an app keeping them in the URL does. */
function ControlledTable(args: Props) {
  const [sort, setSort] = useState<DataTableSort | null>(byJoiningDateNewestFirst);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return (
    <Stack space="medium">
      <DataTable {...args} sort={sort} onSortChange={setSort} search={search} onSearchChange={setSearch} page={page} onPageChange={setPage} pageSize={10} />
      <Box display="flex" gap="medium" flexWrap="wrap">
        <Text as="span">{`sort=${sort ? `${sort.columnId}.${sort.direction}` : 'none'}`}</Text>
        <Text as="span">{`search=${search}`}</Text>
        <Text as="span">{`page=${page}`}</Text>
        <Button size="small" variant="secondary" onClick={() => setSort({ columnId: 'name', direction: 'descending' })}>
          Sort by name from outside
        </Button>
      </Box>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('sort=joiningDate.descending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Location' }));
    await expect(canvas.getByText('sort=location.ascending')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Location' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('page=3')).toBeVisible();
    // The caller changes the sort; the table follows.
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by name from outside' }));
    await expect(canvas.getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'descending');
    // A new search starts again from the first page.
    await userEvent.type(canvas.getByRole('searchbox'), 'Ava');
    await expect(canvas.getByText('search=Ava')).toBeVisible();
    await expect(canvas.getByText('page=1')).toBeVisible();
  },
};

const fortyFive = storyProfessionals(45, 5);

// Sorting by several columns. Status has two values and Location eight, so a second key decides
// within each; the joining times are all different, so 'newest first' has one answer.

const headerOf = (canvas: Canvas, name: string) => canvas.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const namesShown = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getByRole('link').textContent);
const byStatusThenJoined = (rows: readonly StoryProfessional[], joined: SortDirection) =>
  rows.toSorted((a, b) => Number(a.suspended) - Number(b.suspended) || (joined === 'ascending' ? a.joinedAt! - b.joinedAt! : b.joinedAt! - a.joinedAt!)).map(rowName);
const statusThenNewest = (rows: readonly StoryProfessional[]) => byStatusThenJoined(rows, 'descending');

/** Shift+click on two headers: numbered 1 and 2, aria-sort on the first only, rows by status then newest first. */
export const MultiSort: Story = {
  args: { defaultSort: null },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    // One session, so the key held down is known to the clicks.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: 'Status' }));
    await user.click(canvas.getByRole('button', { name: 'Joining Date' }));
    await user.keyboard('{/Shift}');

    await expect(await canvas.findByRole('button', { name: 'Status sorted ascending, priority 1 of 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Joining Date sorted descending, priority 2 of 2' })).toHaveFocus();
    await expect(within(headerOf(canvas, 'Status')).getByText('1')).toBeVisible();
    await expect(within(headerOf(canvas, 'Joining Date')).getByText('2')).toBeVisible();
    await expect(headerOf(canvas, 'Status')).toHaveAttribute('aria-sort', 'ascending');
    await expect(headerOf(canvas, 'Joining Date')).not.toHaveAttribute('aria-sort');
    await expect(headerOf(canvas, 'Professional Name')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(namesShown(table)).toEqual(statusThenNewest(thirty)));
    await expect(await canvas.findByText('Sorted by Status ascending, then Joining Date descending.')).toBeInTheDocument();
  },
};

/** The same from the keyboard: Enter sorts by Status, Shift+Enter on Joining Date adds it, again turns it the other way in place. */
export const MultiSortKeyboard: Story = {
  args: { defaultSort: null },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    canvas.getByRole('searchbox', { name: 'Search' }).focus();
    await tabTo(canvas.getByRole('button', { name: 'Status' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(headerOf(canvas, 'Status')).toHaveAttribute('aria-sort', 'ascending'));

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Joining Date' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(await canvas.findByRole('button', { name: 'Joining Date sorted descending, priority 2 of 2' })).toHaveFocus();
    await waitFor(() => expect(namesShown(table)).toEqual(statusThenNewest(thirty)));

    // Again: the key turns the other way and keeps its place.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(await canvas.findByRole('button', { name: 'Joining Date sorted ascending, priority 2 of 2' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Status sorted ascending, priority 1 of 2' })).toBeVisible();
    await waitFor(() => expect(namesShown(table)).toEqual(byStatusThenJoined(thirty, 'ascending')));
    await expect(await canvas.findByText('Sorted by Status ascending, then Joining Date ascending.')).toBeInTheDocument();
  },
};

/** Sorted by two columns, a plain click on another header sorts by it alone: the numbers go. */
export const BackToSingle: Story = {
  args: {
    defaultSort: null,
    defaultSorts: [
      { columnId: 'status', direction: 'ascending' },
      { columnId: 'joiningDate', direction: 'descending' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    const header = within(within(table).getAllByRole('rowgroup')[0]!);
    await expect(header.getByText('1')).toBeVisible();
    await expect(header.getByText('2')).toBeVisible();
    await expect(namesShown(table)).toEqual(statusThenNewest(thirty));

    await userEvent.click(canvas.getByRole('button', { name: /^Location/ }));
    await waitFor(() => expect(headerOf(canvas, 'Location')).toHaveAttribute('aria-sort', 'ascending'));
    await expect(headerOf(canvas, 'Status')).toHaveAttribute('aria-sort', 'none');
    await expect(headerOf(canvas, 'Joining Date')).toHaveAttribute('aria-sort', 'none');
    await expect(header.queryByText('1')).not.toBeInTheDocument();
    await expect(header.queryByText('2')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Status' })).toBeVisible();
    const cities = bodyRows(table).map((row) => (row as HTMLTableRowElement).cells[1]?.textContent ?? '');
    await expect(cities).toEqual(cities.toSorted());
    await expect(await canvas.findByText('Sorted by Location ascending.')).toBeInTheDocument();
  },
};

/** The server sorts: the table only reports the ordered keys (here to `onSortsChange`) and shows the rows it is given. */
export const ControlledMultiSort: Story = {
  args: { caption: 'Private Suites', paginationLabel: 'Private suites pages', searchable: false, onSortsChange: fn() },
  render: (args) => <ServerPagedTable {...args} severalKeys />,
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Private Suites' });
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: 'Status' }));
    await expect(args.onSortsChange).toHaveBeenLastCalledWith([{ columnId: 'status', direction: 'ascending' }]);
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: 'Joining Date' }));
    await user.keyboard('{/Shift}');
    await expect(args.onSortsChange).toHaveBeenLastCalledWith([
      { columnId: 'status', direction: 'ascending' },
      { columnId: 'joiningDate', direction: 'descending' },
    ]);
    await expect(args.onSortsChange).toHaveBeenCalledTimes(2);

    // The (pretend) server's answer, in the order asked for, page after page.
    const expected = statusThenNewest(serverData);
    await waitFor(() => expect(namesShown(table)).toEqual(expected.slice(0, 10)));
    await expect(headerOf(canvas, 'Status')).toHaveAttribute('aria-sort', 'ascending');
    await expect(headerOf(canvas, 'Joining Date')).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('button', { name: 'Joining Date sorted descending, priority 2 of 2' })).toBeVisible();
    await user.click(within(canvas.getByRole('navigation', { name: 'Private suites pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(namesShown(table)).toEqual(expected.slice(10, 20)));
  },
};

export const ClientPaged: Story = {
  args: { rows: fortyFive, pageSize: 10, searchPlaceholder: 'Search 45 records...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(table).toHaveAttribute('aria-rowcount', '11');
    await expect(canvas.getByText('Page 1 of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(firstRowText(table)).toContain(newestFirst(fortyFive)[40]!.name);
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The change of page is announced.
    await expect(canvas.getByText('Page 5 of 5')).toBeInTheDocument();
  },
};

/** A caller's buttons in the row actions slot, in a last column of their own. */
function WithRowActionsTable(args: Props) {
  const [opened, setOpened] = useState<string | null>(null);
  const rowActions = useCallback(
    (row: StoryProfessional) => (
      <Button size="small" variant="secondary" aria-label={`View ${row.name ?? 'N/A'}`} onClick={() => setOpened(row.name)}>
        View
      </Button>
    ),
    [],
  );
  return (
    <Stack space="medium">
      <DataTable {...args} rowActions={rowActions} />
      <Text>{opened ? `Opened ${opened}` : 'Nothing opened'}</Text>
    </Stack>
  );
}

export const WithRowActions: Story = {
  args: { rows: thirty.slice(0, 5), rowActionsHeader: 'Actions', searchPlaceholder: 'Search 5 records...' },
  render: (args) => <WithRowActionsTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    const name = thirty[2]!.name!;
    await userEvent.click(canvas.getByRole('button', { name: `View ${name}` }));
    await expect(canvas.getByText(`Opened ${name}`)).toBeVisible();
  },
};

const tenThousand = storyProfessionals(10_000, 11);

export const TenThousandRows: Story = {
  args: { rows: tenThousand, searchPlaceholder: 'Search 10000 records...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only the rows in view (plus overscan) are in the document.
    await expect(bodyRows(table).length).toBeLessThan(80);
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(firstRowText(table)).toContain(newestFirst(tenThousand)[0]!.name);

    const before = firstRowText(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Professional Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(firstRowText(table)).not.toBe(before));
    await expect(table).toHaveAttribute('aria-rowcount', '10001');

    // Scrolling far down renders rows from deep in the list, still numbered from the top, header in view.
    const region = canvas.getByRole('region', { name: 'Professionals' });
    region.scrollTop = 48 * 5000;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(Number(bodyRows(table)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(4900));
    await expect(Number(bodyRows(table)[0]?.getAttribute('aria-rowindex'))).toBeLessThan(5010);
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).toBeVisible();
    // Rows keep the fixed height the spacers are computed from, and the rendered ones cover the view.
    const rendered = bodyRows(table);
    await expect(Math.round(rendered[0]!.getBoundingClientRect().height)).toBe(48);
    const view = region.getBoundingClientRect();
    await expect(rendered[0]!.getBoundingClientRect().top).toBeLessThanOrEqual(view.top);
    await expect(rendered.at(-1)!.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(view.bottom);

    // Search narrows the 10,000 rows; a short result is no longer virtualised.
    const wanted = tenThousand[1233]!.name!;
    await userEvent.type(canvas.getByRole('searchbox'), wanted);
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount'))).toBeLessThan(10));
    await expect(canvas.getByRole('link', { name: wanted })).toBeVisible();
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
  },
};

// Row selection. The selection is held beside the table, as an app holds it, by these harnesses.

const pageBox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
const selectionBar = (canvas: Canvas) => canvas.getByRole('group', { name: 'Selection' });
const selectedCount = (canvas: Canvas) => within(selectionBar(canvas)).getByRole('status');
const rowBox = (row: HTMLElement) => within(row).getByRole('checkbox');
const checkedNames = (table: HTMLElement) =>
  bodyRows(table)
    .filter((row) => (rowBox(row) as HTMLInputElement).checked)
    .map((row) => within(row).getByRole('link').textContent);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves to a control. */
async function tabTo(target: HTMLElement, shift = false) {
  for (let step = 0; step < 40 && document.activeElement !== target; step += 1) await userEvent.tab({ shift });
  await expect(target).toHaveFocus();
}

/** Selectable rows whose bar offers Suspend and Delete for the selected ones; Delete also clears the selection. */
function SelectableTable(args: Props) {
  const [rows, setRows] = useState(args.rows);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const picked = (row: StoryProfessional) => selectedIds.has(String(storyRowId(row)));
  const actions = (
    <>
      <Button size="small" variant="secondary" onClick={() => setRows((current) => current.map((row) => (picked(row) ? { ...row, suspended: true } : row)))}>
        Suspend
      </Button>
      <Button
        size="small"
        variant="danger"
        onClick={() => {
          setRows((current) => current.filter((row) => !picked(row)));
          setSelectedIds(new Set());
        }}
      >
        Delete
      </Button>
    </>
  );
  const selection: DataTableSelection<StoryProfessional> = { selectedIds, onSelectedIdsChange: setSelectedIds, rowLabel: rowName, actions };
  return <DataTable {...args} rows={rows} selection={selection} />;
}

const five = thirty.slice(0, 5);
const fiveArgs = { rows: five, searchPlaceholder: 'Search 5 records...' };

/**
 * Ticking rows: each checkbox is named after its row, the bar says how many are selected and shows
 * the actions; Delete here removes them, and focus, which was on Delete, goes to the header checkbox.
 */
export const Selectable: Story = {
  args: { rows: thirty.slice(0, 10), searchPlaceholder: 'Search 10 records...' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    // Nothing to do until a row is ticked: the bar is there, empty.
    await expect(within(selectionBar(canvas)).queryAllByRole('button')).toHaveLength(0);
    await expect(selectedCount(canvas)).toHaveTextContent('');

    const [first, second] = bodyRows(table);
    const firstName = within(first!).getByRole('link').textContent!;
    await expect(rowBox(first!)).toHaveAccessibleName(`Select ${firstName}`);
    await userEvent.click(rowBox(first!));
    await userEvent.click(rowBox(second!));
    await expect(selectedCount(canvas)).toHaveTextContent('2 selected');
    await expect(selectedCount(canvas)).toHaveAttribute('aria-live', 'polite');
    const bar = within(selectionBar(canvas));
    await expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual(['Select all 10 matching', 'Clear selection', 'Suspend', 'Delete']);

    await userEvent.click(bar.getByRole('button', { name: 'Suspend' }));
    await expect(within(bodyRows(table)[0]!).getByText('Suspended')).toBeVisible();
    await expect(within(bodyRows(table)[1]!).getByText('Suspended')).toBeVisible();

    await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
    await expect(canvas.queryByRole('link', { name: firstName })).not.toBeInTheDocument();
    await expect(bodyRows(table)).toHaveLength(8);
    await expect(selectedCount(canvas)).toHaveTextContent('');
    await expect(pageBox(canvas)).toHaveFocus();
  },
};

/** The header checkbox selects the rows of the page shown, and clears only them; other pages keep theirs. */
export const SelectPageOnly: Story = {
  args: { rows: fortyFive, pageSize: 10, searchPlaceholder: 'Search 45 records...' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await userEvent.click(pageBox(canvas));
    await expect(selectedCount(canvas)).toHaveTextContent('10 selected');
    await expect(checkedNames(table)).toHaveLength(10);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(pageBox(canvas)).not.toBeChecked();
    await expect(pageBox(canvas)).not.toBePartiallyChecked();
    await expect(checkedNames(table)).toHaveLength(0);
    await userEvent.click(pageBox(canvas));
    await expect(selectedCount(canvas)).toHaveTextContent('20 selected');

    // Pressed again on a whole page, it clears that page alone.
    await userEvent.click(pageBox(canvas));
    await expect(selectedCount(canvas)).toHaveTextContent('10 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(pageBox(canvas)).toBeChecked();
  },
};

/** Some rows of the page ticked: the header checkbox is mixed, and pressing it selects the rest. */
export const SomeSelectedIsMixed: Story = {
  args: fiveArgs,
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas.getByRole('table', { name: 'Professionals' }));
    await userEvent.click(rowBox(rows[1]!));
    await expect(pageBox(canvas)).toBePartiallyChecked();
    for (const row of rows) if (row !== rows[1]) await userEvent.click(rowBox(row));
    await expect(pageBox(canvas)).toBeChecked();
    await expect(pageBox(canvas)).not.toBePartiallyChecked();

    await userEvent.click(rowBox(rows[3]!));
    await expect(pageBox(canvas)).toBePartiallyChecked();
    await userEvent.click(pageBox(canvas));
    await expect(pageBox(canvas)).toBeChecked();
    await expect(selectedCount(canvas)).toHaveTextContent('5 selected');
  },
};

/** Shift+click selects every row from the last one clicked, in the order shown; on a ticked row it clears them. */
export const ShiftClickRange: Story = {
  args: { rows: thirty.slice(0, 10), searchPlaceholder: 'Search 10 records...' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    // Sorted by name, so the order shown is not the rows' own.
    await userEvent.click(canvas.getByRole('button', { name: 'Professional Name' }));
    const names = () => bodyRows(table).map((row) => within(row).getByRole('link').textContent);
    const shown = names();
    const box = (index: number) => rowBox(bodyRows(table)[index]!);

    // One session, so the key held down is known to the clicks.
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    await expect(checkedNames(table)).toEqual(shown.slice(1, 6));
    await expect(box(5)).toHaveFocus();

    // Back up from row 5 to row 3, which is ticked: rows 3 to 5 are cleared.
    await user.keyboard('{Shift>}');
    await user.click(box(3));
    await user.keyboard('{/Shift}');
    await expect(checkedNames(table)).toEqual(shown.slice(1, 3));
    await expect(selectedCount(canvas)).toHaveTextContent('2 selected');
  },
};

/** Space on the row's name link ticks the row instead of scrolling the page; on a row's button it presses the button. */
export const SpaceOnNameLink: Story = {
  args: fiveArgs,
  render: (args) => <SelectableTable {...args} columns={storyProfessionalColumns({ onSuspend: () => {}, onDelete: () => {} })} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    const row = bodyRows(table)[1]!;
    const spacePrevented: boolean[] = [];
    const record = (event: KeyboardEvent) => {
      if (event.key === ' ') spacePrevented.push(event.defaultPrevented);
    };
    window.addEventListener('keydown', record);
    try {
      within(row).getByRole('link').focus();
      await userEvent.keyboard(' ');
      await expect(rowBox(row)).toBeChecked();
      await userEvent.keyboard(' ');
      await expect(rowBox(row)).not.toBeChecked();
      // The page does not scroll: the key's own action is cancelled.
      await expect(spacePrevented).toEqual([true, true]);

      // A button in the row keeps Space for itself.
      within(row).getByRole('button', { name: /^Suspend / }).focus();
      await userEvent.keyboard(' ');
      await expect(rowBox(row)).not.toBeChecked();
    } finally {
      window.removeEventListener('keydown', record);
    }
  },
};

/** 'Clear selection' unticks every row, and focus, which was on it, goes to the header checkbox. */
export const ClearSelection: Story = {
  args: { rows: fortyFive, pageSize: 10, searchPlaceholder: 'Search 45 records...' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await userEvent.click(pageBox(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(rowBox(bodyRows(table)[0]!));
    await expect(selectedCount(canvas)).toHaveTextContent('11 selected');

    await userEvent.click(within(selectionBar(canvas)).getByRole('button', { name: 'Clear selection' }));
    await expect(checkedNames(table)).toHaveLength(0);
    await expect(selectedCount(canvas)).toHaveTextContent('');
    await expect(within(selectionBar(canvas)).queryAllByRole('button')).toHaveLength(0);
    await expect(pageBox(canvas)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(checkedNames(table)).toHaveLength(0);
  },
};

/** A client table selects every row its search matches itself, on every page, and no other. */
export const SelectAllMatching: Story = {
  args: { rows: fortyFive, pageSize: 5, searchPlaceholder: 'Search 45 records...' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    const city = 'Chicago';
    const matching = fortyFive.filter((row) => row.city === city).length;
    await userEvent.type(canvas.getByRole('searchbox'), city);
    await waitFor(() => expect(bodyRows(table).every((row) => row.textContent?.includes(city))).toBe(true));
    await userEvent.click(pageBox(canvas));
    const bar = within(selectionBar(canvas));
    await userEvent.click(bar.getByRole('button', { name: `Select all ${matching} matching` }));
    await expect(selectedCount(canvas)).toHaveTextContent(`${matching} selected`);
    // The button has gone; focus moved on to Clear selection rather than falling to the page.
    await expect(bar.queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'Clear selection' })).toHaveFocus();

    await userEvent.clear(canvas.getByRole('searchbox'));
    await waitFor(() => expect(canvas.getByText('Page 1 of 9')).toBeInTheDocument());
    for (const row of bodyRows(table)) {
      await expect(rowBox(row)).toHaveProperty('checked', row.textContent!.includes(city));
    }
  },
};

export const SelectAllMatchingServerPaged: Story = {
  args: { caption: 'Private Suites', paginationLabel: 'Private suites pages', searchPlaceholder: 'Search suites...' },
  render: (args) => <ServerPagedTable {...args} selectable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Private Suites' });
    await userEvent.click(pageBox(canvas));
    await expect(selectedCount(canvas)).toHaveTextContent('10 selected');
    await userEvent.click(within(selectionBar(canvas)).getByRole('button', { name: 'Select all 47 matching' }));
    await expect(selectedCount(canvas)).toHaveTextContent('47 selected');
    await expect(within(selectionBar(canvas)).queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();

    const pages = canvas.getByRole('navigation', { name: 'Private suites pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await expect(bodyRows(table)).toHaveLength(7);
    await expect(pageBox(canvas)).toBeChecked();
    await expect(checkedNames(table)).toHaveLength(7);
  },
};

/**
 * Keyboard only: Tab to a row's checkbox and Space; Space on the next row's name link; then back
 * with Shift+Tab to the bar, where Enter on Delete acts on the selection.
 */
export const SelectionKeyboardOnly: Story = {
  args: fiveArgs,
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    const [first, second] = bodyRows(table);
    canvas.getByRole('searchbox').focus();
    await userEvent.tab();
    // The bar has nothing to reach while nothing is selected: next is the table's region.
    await expect(canvas.getByRole('region', { name: 'Professionals' })).toHaveFocus();
    await userEvent.tab();
    await expect(pageBox(canvas)).toHaveFocus();

    await tabTo(rowBox(first!));
    await userEvent.keyboard(' ');
    await tabTo(within(second!).getByRole('link'));
    await userEvent.keyboard(' ');
    await expect(selectedCount(canvas)).toHaveTextContent('2 selected');

    const names = checkedNames(table);
    await tabTo(within(selectionBar(canvas)).getByRole('button', { name: 'Delete' }), true);
    await userEvent.keyboard('{Enter}');
    for (const name of names) await expect(canvas.queryByRole('link', { name: name! })).not.toBeInTheDocument();
    await expect(pageBox(canvas)).toHaveFocus();
  },
};

/** Ten thousand rows, only those in view drawn: the header checkbox still selects them all, drawn or not. */
export const SelectableTenThousandRows: Story = {
  args: { rows: tenThousand, searchPlaceholder: 'Search 10000 records...' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(bodyRows(table).length).toBeLessThan(80);
    await userEvent.click(pageBox(canvas));
    await expect(selectedCount(canvas)).toHaveTextContent('10,000 selected');

    const region = canvas.getByRole('region', { name: 'Professionals' });
    region.scrollTop = 48 * 5000;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(Number(bodyRows(table)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(4900));
    const far = bodyRows(table)[10]!;
    await expect(rowBox(far)).toBeChecked();
    await userEvent.click(rowBox(far));
    await expect(selectedCount(canvas)).toHaveTextContent('9,999 selected');
    await expect(pageBox(canvas)).toBePartiallyChecked();
    // Rows keep the fixed height the spacers are computed from, checkbox and all.
    await expect(Math.round(far.getBoundingClientRect().height)).toBe(48);
  },
};

/** A long table in a bounded height: the rows scroll under the header, which stays in view. */
export const StickyHeader: Story = {
  args: { maxHeight: '16rem', rows: storyProfessionals(40), searchPlaceholder: 'Search 40 records...' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Professionals' });
    const header = canvas.getByRole('columnheader', { name: /Professional Name/ });
    const firstRow = bodyRows(canvas.getByRole('table'))[0]!;
    // The region takes focus, so a keyboard scrolls it too (arrow keys, Page Down); here it is scrolled
    // directly, as synthetic key presses do not scroll: the rows move, the header does not.
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTo({ top: 120 });
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    // The caption has scrolled away; the header holds the top of the region.
    await expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top + region.clientTop, 0);
    await expect(firstRow.getBoundingClientRect().top).toBeLessThan(header.getBoundingClientRect().bottom);
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(16 * 16 + 2);
  },
};

/**
 * The rows the search and sort show, exported as CSV for a spreadsheet: the app holds the search and
 * sort (as it would in the URL), orders the rows the same way with `filterRows` and `sortRows`, and
 * passes them to `exportCsv`, then `downloadCsv`.
 */
function ExportingTable(args: Props) {
  const [search, setSearch] = useState('');
  const [sorts, setSorts] = useState<readonly DataTableSort[]>([byJoiningDateNewestFirst]);
  const [exported, setExported] = useState('');
  const shown = useMemo(() => {
    const matching = filterRows(args.rows, search, (row) => `${row.name ?? ''} ${row.city ?? ''}`);
    const [primary] = sorts;
    const column = args.columns.find((candidate) => candidate.id === primary?.columnId);
    const key = column?.sortValue ?? column?.value;
    return primary && key ? sortRows(matching, key, primary.direction) : matching;
  }, [args.rows, args.columns, search, sorts]);
  return (
    <Stack space="medium">
      <Box>
        <Button
          variant="secondary"
          onClick={() => {
            const csv = exportCsv(shown, args.columns);
            setExported(csv);
            downloadCsv(csv, 'professionals.csv');
          }}
        >
          Export CSV
        </Button>
      </Box>
      <DataTable {...args} defaultSort={undefined} sorts={sorts} onSortsChange={setSorts} search={search} onSearchChange={setSearch} />
      {exported ? (
        <pre aria-label="Exported CSV" style={{ whiteSpace: 'pre-wrap' }}>
          {exported.replace('\uFEFF', '')}
        </pre>
      ) : null}
    </Stack>
  );
}

export const ExportCsv: Story = {
  args: { rows: storyProfessionals(6), searchPlaceholder: 'Search 6 records...' },
  render: (args) => <ExportingTable {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'okafor');
    const shown = bodyRows(canvas.getByRole('table')).length;
    // By keyboard: Tab to the button, Enter.
    canvas.getByRole('button', { name: 'Export CSV' }).focus();
    await userEvent.keyboard('{Enter}');
    const lines = canvas.getByLabelText('Exported CSV').textContent!.trimEnd().split(/\r?\n/);
    await expect(lines[0]).toBe('Professional Name,Location,Joining Date,Status');
    await expect(lines).toHaveLength(shown + 1);
  },
};

const columnsKey = 'storybook.datatable.columns';
const nameStays = plainColumns.map((column) => (column.id === 'name' ? { ...column, hideable: false } : column));
const headerNames = (canvas: { getAllByRole: (role: 'columnheader') => HTMLElement[] }) => canvas.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↑↓\d]/g, '').trim());

/** A Columns button hides and shows columns; the choice is remembered under the app's key. */
export const ColumnsMenu: Story = {
  args: { rows: storyProfessionals(8), columns: nameStays, columnsMenu: { storageKey: columnsKey }, searchPlaceholder: 'Search 8 records...' },
  beforeEach: () => localStorage.removeItem(columnsKey),
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Columns' });
    await step('by keyboard: open, untick Location with Space, close with Escape', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const boxes = within(canvas.getByRole('group', { name: 'Columns' }));
      // The row's name stays: it is not offered.
      await expect(boxes.queryByRole('checkbox', { name: 'Professional Name' })).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(boxes.getByRole('checkbox', { name: 'Location' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(headerNames(canvas)).toEqual(['Professional Name', 'Joining Date', 'Status']);
      await userEvent.keyboard('{Escape}');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveFocus();
    });
    await step('by mouse: open, untick Status, press elsewhere to close', async () => {
      await userEvent.click(button);
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Status' }));
      await expect(headerNames(canvas)).toEqual(['Professional Name', 'Joining Date']);
      await userEvent.click(canvas.getByRole('table', { name: 'Professionals' }));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
    await expect(JSON.parse(localStorage.getItem(columnsKey)!)).toEqual(['location', 'status']);
  },
};

/** A remembered choice applies when the table opens: Status was hidden on an earlier visit. */
export const ColumnsMenuRemembered: Story = {
  args: { rows: storyProfessionals(8), columns: nameStays, columnsMenu: { storageKey: columnsKey }, searchPlaceholder: 'Search 8 records...' },
  beforeEach: () => localStorage.setItem(columnsKey, JSON.stringify(['status'])),
  play: async ({ canvas }) => {
    await expect(headerNames(canvas)).toEqual(['Professional Name', 'Location', 'Joining Date']);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await expect(canvas.getByRole('checkbox', { name: 'Status' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Status' }));
    await expect(headerNames(canvas)).toEqual(['Professional Name', 'Location', 'Joining Date', 'Status']);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The table holding its own selection (`defaultSelectedIds`; `onSelectedIdsChange` still reports each
 * change): one row starts selected, Shift+click selects the range from the row last clicked, and
 * Shift+Space does the same from the keyboard; the header box shows 'mixed' for a page partly selected.
 */
export const SelectionHeldByTable: Story = {
  args: {
    rows: thirty.slice(0, 10),
    searchPlaceholder: 'Search 10 records...',
    selection: { rowLabel: rowName, defaultSelectedIds: new Set([String(newestFirst(thirty.slice(0, 10))[0]!.id)]), onSelectedIdsChange: fn() },
  },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    const rows = bodyRows(table);
    await expect(rowBox(rows[0]!)).toBeChecked();
    await expect(selectedCount(canvas)).toHaveTextContent('1 selected');
    // Mouse: click the second row, then Shift+click the fifth: the second to the fifth join the first.
    // One user for the whole gesture, so the held Shift reaches the click.
    const user = userEvent.setup();
    await user.click(rowBox(rows[1]!));
    await user.keyboard('{Shift>}');
    await user.click(rowBox(rows[4]!));
    await user.keyboard('{/Shift}');
    await expect(selectedCount(canvas)).toHaveTextContent('5 selected');
    for (const row of rows.slice(0, 5)) await expect(rowBox(row)).toBeChecked();
    // The table holds the selection and still reports it: the whole new set, five ids.
    const reported = (args.selection!.onSelectedIdsChange as ReturnType<typeof fn>).mock.lastCall![0] as ReadonlySet<string>;
    await expect(reported.size).toBe(5);
    // Keyboard: Space on the seventh row, then Shift+Space on the ninth selects the seventh to the ninth.
    rowBox(rows[6]!).focus();
    await user.keyboard(' ');
    rowBox(rows[8]!).focus();
    await user.keyboard('{Shift>} {/Shift}');
    await expect(selectedCount(canvas)).toHaveTextContent('8 selected');
    await expect(rowBox(rows[7]!)).toBeChecked();
    await expect(rowBox(rows[5]!)).not.toBeChecked();
    // The header box shows 'mixed' for a page partly selected.
    await expect(pageBox(canvas)).toHaveProperty('indeterminate', true);
  },
};
