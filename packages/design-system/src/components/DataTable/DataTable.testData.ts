// Rows for the sorting and filtering tests: missing values (null, blank text), ties, mixed case and
// numbers inside text, the cases each helper must order or match predictably.

export type Row = { id: number; name: string | null; joined: number | null };

export const rows: Row[] = [
  { id: 1, name: 'Bella', joined: 300 },
  { id: 2, name: null, joined: 100 },
  { id: 3, name: 'adam', joined: 300 },
  { id: 4, name: 'Chloe', joined: null },
  { id: 5, name: '  ', joined: 200 },
  { id: 6, name: 'Suite 10', joined: 200 },
  { id: 7, name: 'Suite 9', joined: 300 },
];

/** The ids of a list of rows, in order, for comparing orders at a glance. */
export const ids = (list: readonly Row[]) => list.map((row) => row.id);
