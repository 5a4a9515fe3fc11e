// Generated rows and columns for the DataTable stories only: made-up names from a seeded generator
// (the same rows on every run, so plays and screenshots are stable), shaped like the professionals list.
import { Badge, statusBadgeTone } from '../Badge';
import { Button } from '../Button';
import type { DataTableColumn, DataTableSort } from './DataTable';

/** A professional as the back-office list shows one; every field may be missing, as in real answers. */
export type StoryProfessional = { id: number; name: string | null; city: string | null; joinedAt: number | null; suspended: boolean };

const firstNames = ['Ava', 'Bianca', 'Carmen', 'Dion', 'Elena', 'Farah', 'Gia', 'Hana', 'Imani', 'Jade', 'Kai', 'Luz'];
const lastNames = ['Okafor', 'Nguyen', 'Rossi', 'Silva', 'Moreau', 'Haddad', 'Kowalski', 'Tanaka', 'Brooks', 'Diaz'];
const cities = ['Atlanta', 'Boston', 'Chicago', 'Denver', 'Houston', 'Miami', 'Oakland', 'Seattle'];
const dayMs = 86_400_000;
const origin = Date.UTC(2025, 0, 1);

/** `count` professionals from `seed`: a numbered made-up name, a city, a joining date, 1 in 5 suspended. */
export function storyProfessionals(count: number, seed = 7): StoryProfessional[] {
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
    // The index in seconds keeps every joining time distinct, so 'newest first' has one answer.
    joinedAt: origin + Math.floor(next() * 600) * dayMs + index * 1000,
    suspended: next() < 0.2,
  }));
}

/** Rows with a missing name, location or date, shown as 'N/A' (SPEC section 9). */
export const storyProfessionalsWithGaps: StoryProfessional[] = [
  { id: 1, name: 'Bianca Rossi', city: null, joinedAt: Date.UTC(2025, 2, 1), suspended: false },
  { id: 2, name: null, city: 'Denver', joinedAt: Date.UTC(2025, 5, 1), suspended: false },
  { id: 3, name: 'Ava Silva', city: 'Boston', joinedAt: null, suspended: true },
  { id: 4, name: '  ', city: ' ', joinedAt: Date.UTC(2024, 11, 24), suspended: false },
  { id: 5, name: 'Carmen Diaz', city: 'Miami', joinedAt: Date.UTC(2025, 7, 9), suspended: false },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDate = (time: number | null) => (time === null ? null : dateFormat.format(time));

/** The lists open on joining date, newest first. */
export const byJoiningDateNewestFirst: DataTableSort = { columnId: 'joiningDate', direction: 'descending' };

export const storyRowId = (row: StoryProfessional) => row.id;

export type StoryActions = { onSuspend: (row: StoryProfessional) => void; onDelete: (row: StoryProfessional) => void };

/** The professionals list's columns; with `actions`, the Action (Suspend/Unsuspend) and Delete columns too. */
export function storyProfessionalColumns(actions?: StoryActions): DataTableColumn<StoryProfessional>[] {
  const columns: DataTableColumn<StoryProfessional>[] = [
    {
      id: 'name',
      header: 'Professional Name',
      value: (row) => row.name,
      cell: (row) => <a href={`#professional-${row.id}`}>{row.name}</a>,
      sortable: true,
      width: 'large',
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
      width: 'small',
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'action',
      header: 'Action',
      searchable: false,
      align: 'center',
      cell: (row) => (
        // The row's name in the accessible name tells the many identical buttons apart.
        <Button size="small" variant="secondary" aria-label={`${row.suspended ? 'Unsuspend' : 'Suspend'} ${row.name ?? 'N/A'}`} onClick={() => actions.onSuspend(row)}>
          {row.suspended ? 'Unsuspend' : 'Suspend'}
        </Button>
      ),
    },
    {
      id: 'delete',
      header: 'Delete',
      searchable: false,
      align: 'center',
      cell: (row) => (
        <Button size="small" variant="danger" aria-label={`Delete ${row.name ?? 'N/A'}`} onClick={() => actions.onDelete(row)}>
          Delete
        </Button>
      ),
    },
  ];
}

// How the pretend server orders each column: present values compared, missing ones last either way.
const serverKeys: Record<string, (row: StoryProfessional) => string | number | null> = {
  name: (row) => row.name?.trim() || null,
  location: (row) => row.city?.trim() || null,
  joiningDate: (row) => row.joinedAt,
  status: (row) => (row.suspended ? 'Suspended' : 'Active'),
};

const compareServerValues = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });

/**
 * A stand-in for a server that sorts (by every key, in order), searches and pages (for
 * `mode="server"`): the page asked for, and how many pages the query has.
 */
export function storyServerPage(
  all: readonly StoryProfessional[],
  query: { page: number; pageSize: number; search: string; sorts: readonly DataTableSort[] },
) {
  const needle = query.search.trim().toLowerCase();
  const matching = needle ? all.filter((row) => `${row.name ?? ''} ${row.city ?? ''}`.toLowerCase().includes(needle)) : [...all];
  const keys = query.sorts.flatMap(({ columnId, direction }) => {
    const keyOf = serverKeys[columnId];
    return keyOf ? [{ keyOf, sign: direction === 'ascending' ? 1 : -1 }] : [];
  });
  matching.sort((a, b) => {
    for (const { keyOf, sign } of keys) {
      const left = keyOf(a);
      const right = keyOf(b);
      if (left === null || right === null) {
        if (left !== right) return left === null ? 1 : -1;
        continue;
      }
      const order = compareServerValues(left, right);
      if (order !== 0) return sign * order;
    }
    return 0;
  });
  const totalPages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const start = (query.page - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), totalPages };
}
