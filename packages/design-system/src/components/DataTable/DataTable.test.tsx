import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';

type Person = { id: number; name: string | null; city: string | null; joined: number | null };

const people: Person[] = [
  { id: 1, name: 'Bianca', city: 'Boston', joined: 3 },
  { id: 2, name: 'Ava', city: null, joined: 1 },
  { id: 3, name: null, city: 'Atlanta', joined: 2 },
  { id: 4, name: 'Carmen', city: 'Chicago', joined: null },
  { id: 5, name: 'Dion', city: 'Denver', joined: 2 },
];

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, sortable: true },
  { id: 'city', header: 'City', value: (row) => row.city, sortable: true },
  { id: 'joined', header: 'Joined', value: (row) => (row.joined === null ? null : `Day ${row.joined}`), sortValue: (row) => row.joined, sortable: true, firstSortDirection: 'descending' },
];

const getRowId = (row: Person) => row.id;

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return render(<DataTable rows={people} columns={columns} getRowId={getRowId} caption="People" {...props} />);
}

const bodyRows = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable sorting', () => {
  it('starts in the default sort and marks the sorted header, the other sortable ones none', () => {
    renderTable({ defaultSort: { columnId: 'joined', direction: 'descending' } });
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    // Newest first, ties in the given order, the missing date last.
    expect(firstCells()).toEqual(['Bianca', 'N/A', 'Dion', 'Ava', 'Carmen']);
  });

  it('sorts on a header press, flips on the next, and reports each sort when uncontrolled', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    renderTable({ onSortChange });
    expect(firstCells()).toEqual(['Bianca', 'Ava', 'N/A', 'Carmen', 'Dion']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Ava', 'Bianca', 'Carmen', 'Dion', 'N/A']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'descending' });
    // The missing name stays last when descending too.
    expect(firstCells()).toEqual(['Dion', 'Carmen', 'Bianca', 'Ava', 'N/A']);
  });

  it('starts a column in its first sort direction', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts from the keyboard: Enter and Space on a header button', async () => {
    const user = userEvent.setup();
    renderTable();
    screen.getByRole('button', { name: 'City' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('only reports a press when controlled, and follows the sort it is given', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    const view = renderTable({ sort: { columnId: 'name', direction: 'ascending' }, onSortChange });
    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'city', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('Ava');
    view.rerender(<DataTable rows={people} columns={columns} getRowId={getRowId} caption="People" sort={{ columnId: 'city', direction: 'ascending' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Atlanta', 'Boston', 'Chicago', 'Denver', 'N/A']);
  });

  it('uses a column comparator', async () => {
    const user = userEvent.setup();
    const byLength: DataTableColumn<Person> = { id: 'len', header: 'Length', value: (row) => row.city, sortable: true, compare: (a, b) => String(a).length - String(b).length };
    render(<DataTable rows={people} columns={[columns[0]!, byLength]} getRowId={getRowId} caption="People" />);
    await user.click(screen.getByRole('button', { name: 'Length' }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Boston', 'Denver', 'Atlanta', 'Chicago', 'N/A']);
  });
});

const header = (name: string | RegExp) => screen.getByRole('columnheader', { name });
/** Clicks the sort button named `name` with Shift held, in `user`'s session (which knows the key is down). */
async function shiftClick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('button', { name }));
  await user.keyboard('{/Shift}');
}
const announcement = () => screen.getByText(/^Sorted by/);

describe('DataTable sorting by several columns', () => {
  // Two cities each shared by two people, so the second key decides within them.
  const neighbours: Person[] = [
    { id: 1, name: 'Bianca', city: 'Boston', joined: 3 },
    { id: 2, name: 'Ava', city: 'Atlanta', joined: 1 },
    { id: 3, name: 'Carmen', city: 'Boston', joined: 5 },
    { id: 4, name: 'Dion', city: 'Atlanta', joined: null },
    { id: 5, name: 'Elena', city: null, joined: 2 },
  ];

  it('adds a column on Shift+click: numbers in the headers, aria-sort on the first key only, rows by both, the change announced', async () => {
    const user = userEvent.setup();
    const onSortsChange = vi.fn<(sorts: readonly DataTableSort[]) => void>();
    renderTable({ rows: neighbours, onSortsChange });
    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(announcement()).toHaveTextContent('Sorted by City ascending.');
    // One key: no numbers, and the button keeps its plain name.
    expect(screen.getByRole('button', { name: 'City' })).toBeInTheDocument();

    await shiftClick(user, 'Joined');
    expect(onSortsChange).toHaveBeenLastCalledWith([
      { columnId: 'city', direction: 'ascending' },
      { columnId: 'joined', direction: 'descending' },
    ]);
    expect(header(/^City/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Joined/)).not.toHaveAttribute('aria-sort');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('button', { name: 'City sorted ascending, priority 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Joined sorted descending, priority 2 of 2' })).toBeInTheDocument();
    expect(within(header(/^Joined/)).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    // Atlanta then Boston, newest first within each, missing dates and the missing city last.
    expect(firstCells()).toEqual(['Ava', 'Dion', 'Carmen', 'Bianca', 'Elena']);
    expect(announcement()).toHaveTextContent('Sorted by City ascending, then Joined descending.');
  });

  it('adds with Shift+Enter, turns a key the other way in place, and goes back to one column on a plain press', async () => {
    const user = userEvent.setup();
    renderTable({ rows: neighbours, defaultSort: { columnId: 'city', direction: 'ascending' } });
    screen.getByRole('button', { name: 'Joined' }).focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('button', { name: /^Joined sorted descending, priority 2 of 2/ })).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('button', { name: 'Joined sorted ascending, priority 2 of 2' })).toHaveFocus();
    expect(firstCells()).toEqual(['Ava', 'Dion', 'Bianca', 'Carmen', 'Elena']);
    expect(announcement()).toHaveTextContent('Sorted by City ascending, then Joined ascending.');

    await user.keyboard('{Enter}');
    expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
    expect(header('City')).toHaveAttribute('aria-sort', 'none');
    expect(screen.queryByText('2')).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Sorted by Joined descending.');
  });

  it('takes its words from sortLabels', async () => {
    const user = userEvent.setup();
    renderTable({
      rows: neighbours,
      defaultSorts: [{ columnId: 'city', direction: 'ascending' }],
      sortLabels: { sortedBy: (keys) => `Orden: ${keys.map((key) => key.header).join(' y ')}`, priority: (_, position) => `clave ${position}` },
    });
    await shiftClick(user, 'Name');
    expect(screen.getByRole('button', { name: 'Name clave 2' })).toBeInTheDocument();
    expect(screen.getByText('Orden: City y Name')).toBeInTheDocument();
  });

  it('in server mode reports the list and shows it, leaving the rows as given', async () => {
    const user = userEvent.setup();
    const onSortsChange = vi.fn<(sorts: readonly DataTableSort[]) => void>();
    function ServerSorted() {
      const [sorts, setSorts] = useState<readonly DataTableSort[]>([{ columnId: 'name', direction: 'ascending' }]);
      return (
        <DataTable
          mode="server"
          rows={neighbours}
          columns={columns}
          getRowId={getRowId}
          caption="People"
          sorts={sorts}
          onSortsChange={(next) => {
            onSortsChange(next);
            setSorts(next);
          }}
        />
      );
    }
    render(<ServerSorted />);
    await shiftClick(user, 'City');
    expect(onSortsChange).toHaveBeenLastCalledWith([
      { columnId: 'name', direction: 'ascending' },
      { columnId: 'city', direction: 'ascending' },
    ]);
    expect(screen.getByRole('button', { name: 'City sorted ascending, priority 2 of 2' })).toBeInTheDocument();
    expect(firstCells()).toEqual(['Bianca', 'Ava', 'Carmen', 'Dion', 'Elena']);
  });

  it('fails loudly when given a sort both ways', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderTable({ sort: null, sorts: [] })).toThrow(/not both/);
    expect(() => renderTable({ defaultSort: { columnId: 'name', direction: 'ascending' }, defaultSorts: [] })).toThrow(/not both/);
    quiet.mockRestore();
  });
});

describe('DataTable missing values', () => {
  it('shows missing values as N/A, or the caller text', () => {
    const view = renderTable();
    expect(within(bodyRows()[2]!).getAllByRole('cell')[0]).toHaveTextContent('N/A');
    view.unmount();
    renderTable({ missingText: 'Unknown' });
    expect(screen.getAllByText('Unknown')).toHaveLength(3);
  });

  it('does not call a cell renderer for a missing value', () => {
    const cell = vi.fn<(row: Person) => ReactNode>((row) => <a href={`#${row.id}`}>{row.name}</a>);
    render(<DataTable rows={people} columns={[{ ...columns[0]!, cell }]} getRowId={getRowId} caption="People" />);
    expect(cell).toHaveBeenCalledTimes(4);
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});

describe('DataTable search', () => {
  it('filters across the searchable columns, case-insensitively, and reports the text', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn<(search: string) => void>();
    renderTable({ onSearchChange, searchPlaceholder: 'Search 5 records...' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search 5 records...');
    await user.type(box, 'ATL');
    expect(onSearchChange).toHaveBeenLastCalledWith('ATL');
    expect(firstCells()).toEqual(['N/A']);
    await user.clear(box);
    await user.type(box, 'day 2');
    expect(firstCells()).toEqual(['N/A', 'Dion']);
    await user.clear(box);
    await user.type(box, 'n/a');
    // 'N/A' is text on screen, so it is found like any other.
    expect(firstCells()).toEqual(['Ava', 'N/A', 'Carmen']);
  });

  it('leaves out columns marked not searchable and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={people} columns={[columns[0]!, { ...columns[1]!, searchable: false }]} getRowId={getRowId} caption="People" noMatchesText="Nothing matches." searchLabel="Find people" />);
    await user.type(screen.getByRole('searchbox', { name: 'Find people' }), 'boston');
    expect(screen.getByRole('cell', { name: 'Nothing matches.' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '2');
  });

  it('keeps a controlled search as given and only reports typing', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn<(search: string) => void>();
    renderTable({ search: 'bos', onSearchChange });
    expect(firstCells()).toEqual(['Bianca']);
    await user.type(screen.getByRole('searchbox'), 't');
    expect(onSearchChange).toHaveBeenCalledWith('bost');
    expect(screen.getByRole('searchbox')).toHaveValue('bos');
  });
});

/** A server-paged table that shows its skeleton as soon as another page is asked for. */
function ServerTable() {
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  return (
    <DataTable
      rows={people}
      columns={columns}
      getRowId={getRowId}
      caption="People"
      totalPages={3}
      page={page}
      loading={loading}
      loadingLabel="Loading people"
      onPageChange={(next) => {
        setPage(next);
        setLoading(true);
      }}
    />
  );
}

describe('DataTable pages', () => {
  const many: Person[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, city: index % 2 ? 'Boston' : 'Miami', joined: index }));

  it('pages the rows itself with pageSize, one-based, and reports the page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    render(<DataTable rows={many} columns={columns} getRowId={getRowId} caption="People" pageSize={10} onPageChange={onPageChange} />);
    expect(firstCells()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'People pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(firstCells()).toEqual(['Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
    // The rows of a page are numbered from the table's first row.
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('goes back to the first page when the search changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    render(<DataTable rows={many} columns={columns} getRowId={getRowId} caption="People" pageSize={5} defaultPage={4} onPageChange={onPageChange} />);
    expect(firstCells()[0]).toBe('Person 16');
    await user.type(screen.getByRole('searchbox'), 'boston');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(firstCells()[0]).toBe('Person 2');
  });

  it('follows a controlled page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    render(<DataTable rows={many} columns={columns} getRowId={getRowId} caption="People" pageSize={10} page={2} onPageChange={onPageChange} />);
    expect(firstCells()[0]).toBe('Person 11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(firstCells()[0]).toBe('Person 11');
  });

  it('with totalPages, shows the page it is given, sorted and searched within it', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    renderTable({ totalPages: 4, page: 2, onPageChange });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCells()).toEqual(['Ava', 'Bianca', 'Carmen', 'Dion', 'N/A']);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it("in server mode shows rows exactly as given and leaves sorting and searching to the caller", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    const onSearchChange = vi.fn<(search: string) => void>();
    const onPageChange = vi.fn<(page: number) => void>();
    renderTable({ mode: 'server', totalPages: 3, page: 2, onPageChange, onSortChange, onSearchChange });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Bianca', 'Ava', 'N/A', 'Carmen', 'Dion']);
    await user.type(screen.getByRole('searchbox'), 'z');
    expect(onSearchChange).toHaveBeenCalledWith('z');
    expect(firstCells()).toHaveLength(5);
    // A new query asks for its first page.
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('keeps the search box and page buttons in place while a page loads, so focus stays', async () => {
    const user = userEvent.setup();
    render(<ServerTable />);
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(screen.getByRole('status', { name: 'Loading people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBe(next);
    expect(next).toHaveFocus();
  });
});

describe('DataTable states', () => {
  it('shows the caller number of skeleton rows in a named status while loading', () => {
    renderTable({ loading: true, loadingRows: 20, loadingLabel: 'Loading professionals' });
    const status = screen.getByRole('status', { name: 'Loading professionals' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The placeholder table is hidden from assistive technology, so it is counted through the DOM.
    expect(status.querySelectorAll('tbody tr')).toHaveLength(20);
  });

  it('shows the caller empty text in the table when there are no rows', () => {
    renderTable({ rows: [], emptyText: 'No records found.' });
    expect(screen.getByRole('cell', { name: 'No records found.' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '2');
  });

  it('shows an error as an alert instead of the table', () => {
    renderTable({ error: <>Error: <strong>Failed to fetch</strong></> });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('renders row actions in a last column under their header', async () => {
    const user = userEvent.setup();
    const onView = vi.fn<(row: Person) => void>();
    const rowActions = (row: Person) => (
      <button type="button" onClick={() => onView(row)}>
        {`View ${row.id}`}
      </button>
    );
    renderTable({ rowActions, rowActionsHeader: 'Manage' });
    expect(screen.getByRole('columnheader', { name: 'Manage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View 4' }));
    expect(onView).toHaveBeenCalledWith(people[3]);
  });

  it('names the table by its caption, visible or hidden, and the scroll region', () => {
    renderTable({ hideCaption: true, regionLabel: 'People, scrollable' });
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'People, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('fails loudly on misuse', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderTable({ caption: '' })).toThrow(/caption/);
    expect(() => render(<DataTable rows={people} columns={[columns[0]!, columns[0]!]} getRowId={getRowId} caption="People" />)).toThrow(/used twice/);
    expect(() => renderTable({ pageSize: 10, totalPages: 3 })).toThrow(/not both/);
    quiet.mockRestore();
  });
});

// jsdom lays nothing out: the viewport falls back to 600 px, and a scroll is set by hand: the
// scroll offset, and the body moving up by as much (the header above it is 0 px tall here).
function scrollTo(region: HTMLElement, top: number) {
  const body = within(region).getAllByRole('rowgroup')[1]!;
  Object.defineProperty(region, 'scrollTop', { configurable: true, value: top });
  vi.spyOn(body, 'getBoundingClientRect').mockReturnValue({ top: -top } as DOMRect);
  fireEvent.scroll(region);
}

const openButton = (row: Person) => <button type="button">{`Open ${row.name}`}</button>;

describe('DataTable virtualised body', () => {
  const count = 1000;
  const long: Person[] = Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, city: 'Boston', joined: index }));

  it('renders only the rows in view plus overscan, numbered from the header row', () => {
    render(<DataTable rows={long} columns={columns} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', String(count + 1));
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    // 600 px of 50 px rows is 12 rows, plus 5 below.
    expect(bodyRows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(Array.from({ length: 17 }, (_, index) => String(index + 2)));
  });

  it('renders the rows at the scroll position, keeping their indexes', () => {
    render(<DataTable rows={long} columns={columns} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} />);
    const region = screen.getByRole('region', { name: 'People' });
    act(() => scrollTo(region, 50 * 400));
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    // Row 400 (zero-based) is first in view: 5 rows of overscan above it, 12 in view and 5 below.
    expect(indexes[0]).toBe(395 + 2);
    expect(indexes.at(-1)).toBe(416 + 2);
    expect(firstCells()[5]).toBe('Person 401');
  });

  it('does not virtualise at or below the threshold', () => {
    render(<DataTable rows={long.slice(0, 200)} columns={columns} getRowId={getRowId} caption="People" />);
    expect(bodyRows()).toHaveLength(200);
  });

  it('re-renders only the rows that changed', () => {
    const cell = vi.fn<(row: Person) => ReactNode>((row) => row.name);
    const withSpy = [{ ...columns[0]!, cell }];
    const view = render(<DataTable rows={long} columns={withSpy} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} />);
    const rendered = cell.mock.calls.length;
    const region = screen.getByRole('region', { name: 'People' });
    // A scroll within one row changes nothing on screen.
    act(() => scrollTo(region, 20));
    expect(cell).toHaveBeenCalledTimes(rendered);
    // One row replaced: only it renders again.
    const changed = [...long];
    changed[3] = { ...long[3]!, name: 'Renamed' };
    view.rerender(<DataTable rows={changed} columns={withSpy} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} />);
    expect(cell).toHaveBeenCalledTimes(rendered + 1);
    expect(screen.getByText('Renamed')).toBeInTheDocument();
  });

  it('draws a new sort in the rows already in view, in the new order', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={long} columns={columns} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} />);
    const before = bodyRows();
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(firstCells().slice(0, 3)).toEqual(['Person 1000', 'Person 999', 'Person 998']);
    expect(bodyRows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(before.map((row) => row.getAttribute('aria-rowindex')));
    // The same elements: a sort of a long list changes what the rows say, not the rows.
    expect(bodyRows()).toEqual(before);
  });

  it('keeps a row its elements, and focus, when an account before it goes', () => {
    const view = render(<DataTable rows={long} columns={columns} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} rowActions={openButton} />);
    const open = screen.getByRole('button', { name: 'Open Person 6' });
    open.focus();
    view.rerender(<DataTable rows={long.filter((row) => row.id !== 3)} columns={columns} getRowId={getRowId} caption="People" rowHeight={50} overscan={5} rowActions={openButton} />);
    expect(screen.getByRole('button', { name: 'Open Person 6' })).toBe(open);
    expect(open).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open Person 3' })).not.toBeInTheDocument();
  });
});

const nameOf = (row: Person) => row.name ?? 'N/A';

/** A table whose selection is held as an app holds it, in state beside the table. */
function SelectableTable(props: Omit<DataTableProps<Person>, 'getRowId' | 'caption' | 'selection'>) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  return <DataTable {...props} getRowId={getRowId} caption="People" selection={{ selectedIds, onSelectedIdsChange: setSelectedIds, rowLabel: nameOf }} />;
}

describe('DataTable selection', () => {
  const long: Person[] = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, city: 'Boston', joined: index }));

  it('draws again only the row whose checkbox changed', async () => {
    const user = userEvent.setup();
    const cell = vi.fn<(row: Person) => ReactNode>((row) => row.name);
    render(<SelectableTable rows={people} columns={[{ ...columns[0]!, cell }]} />);
    const rendered = cell.mock.calls.length;
    await user.click(screen.getByRole('checkbox', { name: 'Select Bianca' }));
    expect(screen.getByRole('checkbox', { name: 'Select Bianca' })).toBeChecked();
    expect(cell).toHaveBeenCalledTimes(rendered + 1);
    expect(cell).toHaveBeenLastCalledWith(people[0]);
  });

  it('in a virtualised body, the header checkbox selects every row of the page, drawn or not', async () => {
    const user = userEvent.setup();
    render(<SelectableTable rows={long} columns={columns} rowHeight={50} overscan={5} />);
    expect(bodyRows()).toHaveLength(17);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('status')).toHaveTextContent('1,000 selected');
    const region = screen.getByRole('region', { name: 'People' });
    act(() => scrollTo(region, 50 * 600));
    expect(screen.getByRole('checkbox', { name: 'Select Person 601' })).toBeChecked();
    // Unticking a far row leaves the page mixed.
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 601' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
    expect(screen.getByRole('status')).toHaveTextContent('999 selected');
  });

  it('has a checkbox cell in the loading placeholder too, so the columns do not move when rows arrive', () => {
    render(<SelectableTable rows={[]} columns={columns} loading loadingRows={2} />);
    const placeholder = screen.getByRole('status', { name: 'Loading' });
    expect(placeholder.querySelectorAll('thead th')).toHaveLength(columns.length + 1);
    expect(placeholder.querySelector('tbody tr')?.children).toHaveLength(columns.length + 1);
  });
});
