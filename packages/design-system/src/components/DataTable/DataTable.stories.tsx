import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, statusBadgeTone } from '../Badge';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

/** A professional as the back-office list shows one; every field may be missing, as in real answers. */
type Professional = { id: number; name: string | null; city: string | null; joinedAt: number | null; suspended: boolean };

const firstNames = ['Ava', 'Bianca', 'Carmen', 'Dion', 'Elena', 'Farah', 'Gia', 'Hana', 'Imani', 'Jade', 'Kai', 'Luz'];
const lastNames = ['Okafor', 'Nguyen', 'Rossi', 'Silva', 'Moreau', 'Haddad', 'Kowalski', 'Tanaka', 'Brooks', 'Diaz'];
const cities = ['Atlanta', 'Boston', 'Chicago', 'Denver', 'Houston', 'Miami', 'Oakland', 'Seattle'];
const dayMs = 86_400_000;
const origin = Date.UTC(2025, 0, 1);

/** The same rows on every run (a seeded generator), so plays and screenshots are stable. */
function professionals(count: number, seed = 7): Professional[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${pick(firstNames)} ${pick(lastNames)} ${index + 1}`,
    city: pick(cities),
    joinedAt: origin + Math.floor(next() * 600) * dayMs + index * 1000,
    suspended: next() < 0.2,
  }));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDate = (time: number | null) => (time === null ? null : dateFormat.format(time));

/** The professionals list's columns; the action cells call back so a story can change its rows. */
function professionalColumns(actions?: { onSuspend: (row: Professional) => void; onDelete: (row: Professional) => void }): DataTableColumn<Professional>[] {
  const columns: DataTableColumn<Professional>[] = [
    {
      id: 'name',
      header: 'Professional Name',
      value: (row) => row.name,
      cell: (row) => <a href={`#professional-${row.id}`}>{row.name}</a>,
      sortable: true,
    },
    { id: 'location', header: 'Location', value: (row) => row.city, sortable: true },
    {
      id: 'joiningDate',
      header: 'Joining Date',
      value: (row) => formatDate(row.joinedAt),
      sortValue: (row) => row.joinedAt,
      sortable: true,
      firstSortDirection: 'descending',
    },
    {
      id: 'status',
      header: 'Status',
      value: (row) => (row.suspended ? 'Suspended' : 'Active'),
      cell: (row) => <Badge tone={statusBadgeTone(row.suspended)}>{row.suspended ? 'Suspended' : 'Active'}</Badge>,
      sortable: true,
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'action',
      header: 'Action',
      searchable: false,
      cell: (row) => (
        <Button size="small" variant="secondary" aria-label={`${row.suspended ? 'Unsuspend' : 'Suspend'} ${row.name ?? 'N/A'}`} onClick={() => actions.onSuspend(row)}>
          {row.suspended ? 'Unsuspend' : 'Suspend'}
        </Button>
      ),
    },
    {
      id: 'delete',
      header: 'Delete',
      searchable: false,
      cell: (row) => (
        <Button size="small" variant="danger" aria-label={`Delete ${row.name ?? 'N/A'}`} onClick={() => actions.onDelete(row)}>
          Delete
        </Button>
      ),
    },
  ];
}

const thirty = professionals(30);
const plainColumns = professionalColumns();
const byJoiningDate: DataTableSort = { columnId: 'joiningDate', direction: 'descending' };
const getRowId = (row: Professional) => row.id;

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Professional>,
  tags: ['autodocs'],
  args: {
    rows: thirty,
    columns: plainColumns,
    getRowId,
    caption: 'Professionals',
    defaultSort: byJoiningDate,
    searchPlaceholder: `Search ${thirty.length} records...`,
    loadingRows: 20,
    loadingLabel: 'Loading professionals',
  },
  argTypes: {
    loadingRows: { control: { type: 'number', min: 1, max: 30 } },
    pageSize: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof DataTable<Professional>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstRowText = (table: HTMLElement) => bodyRows(table)[0]?.textContent ?? '';

/** The professionals list as the back-office shows it: suspend and delete change the rows. */
function ModeratedTable(args: Parameters<typeof DataTable<Professional>>[0]) {
  const [rows, setRows] = useState(args.rows);
  const columns = useMemo(
    () =>
      professionalColumns({
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
    const newest = thirty.toSorted((a, b) => b.joinedAt! - a.joinedAt!)[0]!;
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowText(table)).toContain(newest.name);
    await expect(bodyRows(table)).toHaveLength(30);

    // Keyboard: from the search box, Tab reaches the scroll region and then the first sort button.
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search 30 records...');
    search.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Professionals' })).toHaveFocus();
    await userEvent.tab();
    const nameButton = canvas.getByRole('button', { name: 'Professional Name' });
    await expect(nameButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const nameHeader = canvas.getByRole('columnheader', { name: 'Professional Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).not.toHaveAttribute('aria-sort');
    const ascendingFirst = firstRowText(table);
    await userEvent.keyboard(' ');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowText(table)).not.toBe(ascendingFirst);

    // Suspend updates the row in place; Delete removes it and the count in the placeholder.
    const target = bodyRows(table)[0]!;
    const targetName = within(target).getByRole('link').textContent!;
    await userEvent.click(within(target).getByRole('button', { name: `Suspend ${targetName}` }));
    await expect(within(bodyRows(table)[0]!).getByText('Suspended')).toBeVisible();
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
  args: { pageSize: 10, hideCaption: false, missingText: 'N/A' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading professionals' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // Twenty placeholder rows under the header row, all hidden from assistive technology.
    await expect(status.querySelectorAll('tbody tr')).toHaveLength(20);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No professionals yet.', searchPlaceholder: 'Search 0 records...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No professionals yet.' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Professional Name' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Error loading professionals: Failed to fetch professionals' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading professionals: Failed to fetch professionals');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

const withGaps: Professional[] = [
  { id: 1, name: 'Bianca Rossi', city: null, joinedAt: Date.UTC(2025, 2, 1), suspended: false },
  { id: 2, name: null, city: 'Denver', joinedAt: Date.UTC(2025, 5, 1), suspended: false },
  { id: 3, name: 'Ava Silva', city: 'Boston', joinedAt: null, suspended: true },
  { id: 4, name: '  ', city: ' ', joinedAt: Date.UTC(2024, 11, 24), suspended: false },
  { id: 5, name: 'Carmen Diaz', city: 'Miami', joinedAt: Date.UTC(2025, 7, 9), suspended: false },
];

export const WithNA: Story = {
  args: { rows: withGaps, searchPlaceholder: 'Search 5 records...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(canvas.getAllByText('N/A')).toHaveLength(5);
    // Newest first, and the professional with no joining date last.
    await expect(bodyRows(table).at(-1)).toHaveTextContent('Ava Silva');
    const nameButton = canvas.getByRole('button', { name: 'Professional Name' });
    await userEvent.click(nameButton);
    const names = () => bodyRows(table).map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    await expect(names()).toEqual(['Ava Silva', 'Bianca Rossi', 'Carmen Diaz', 'N/A', 'N/A']);
    await userEvent.click(nameButton);
    await expect(names()).toEqual(['Carmen Diaz', 'Bianca Rossi', 'Ava Silva', 'N/A', 'N/A']);
    // 'N/A' is searchable like any shown text.
    await userEvent.type(canvas.getByRole('searchbox'), 'n/a');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
  },
};

/** Pages from a server: the table shows the rows it is given and asks for other pages. */
function ServerPagedTable(args: Parameters<typeof DataTable<Professional>>[0]) {
  const [page, setPage] = useState(1);
  const all = useMemo(() => professionals(47, 3), []);
  const rows = all.slice((page - 1) * 10, page * 10);
  return (
    <DataTable
      {...args}
      rows={rows}
      page={page}
      totalPages={5}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

export const ServerPaged: Story = {
  args: { caption: 'Private Suites', onPageChange: fn(), searchPlaceholder: 'Search suites' },
  render: (args) => <ServerPagedTable {...args} />,
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Private Suites' });
    await expect(bodyRows(table)).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: 'Private Suites pages' });
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const before = bodyRows(table).map((row) => row.textContent);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows(table).map((row) => row.textContent)).not.toEqual(before);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await expect(bodyRows(table)).toHaveLength(7);
    await expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** All three pieces of state held by the caller, as an app keeping them in the URL does. */
function ControlledTable(args: Parameters<typeof DataTable<Professional>>[0]) {
  const [sort, setSort] = useState<DataTableSort | null>(byJoiningDate);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return (
    <Stack space="medium">
      <DataTable {...args} sort={sort} onSortChange={setSort} search={search} onSearchChange={setSearch} page={page} onPageChange={setPage} pageSize={10} />
      <Box display="flex" gap="medium">
        <Text>{`sort=${sort ? `${sort.columnId}.${sort.direction}` : 'none'}`}</Text>
        <Text>{`search=${search}`}</Text>
        <Text>{`page=${page}`}</Text>
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
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('page=3')).toBeVisible();
    // A new search starts again from the first page.
    await userEvent.type(canvas.getByRole('searchbox'), 'Ava');
    await expect(canvas.getByText('search=Ava')).toBeVisible();
    await expect(canvas.getByText('page=1')).toBeVisible();
  },
};

export const ClientPaged: Story = {
  args: { rows: professionals(45, 5), pageSize: 10, searchPlaceholder: 'Search 45 records...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(table).toHaveAttribute('aria-rowcount', '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

const tenThousand = professionals(10_000, 11);

export const TenThousandRows: Story = {
  args: { rows: tenThousand, searchPlaceholder: 'Search 10000 records...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Professionals' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only the rows in view (plus overscan) are in the document.
    await expect(bodyRows(table).length).toBeLessThan(80);
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');

    const before = firstRowText(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Professional Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(firstRowText(table)).not.toBe(before));

    // Scrolling far down renders rows from deep in the list, still numbered from the top.
    const region = canvas.getByRole('region', { name: 'Professionals' });
    region.scrollTop = 48 * 5000;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(Number(bodyRows(table)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(4000));
    await expect(canvas.getByRole('columnheader', { name: 'Joining Date' })).toBeVisible();

    // Search narrows the 10,000 rows; a short result is no longer virtualised.
    const wanted = tenThousand[1233]!.name!;
    await userEvent.type(canvas.getByRole('searchbox'), wanted);
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount'))).toBeLessThan(10));
    await expect(canvas.getByRole('link', { name: wanted })).toBeVisible();
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
  },
};
