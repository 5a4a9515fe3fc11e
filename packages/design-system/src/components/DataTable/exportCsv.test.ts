import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './columns';
import { exportCsv } from './exportCsv';

type Row = { name: string; city: string | null; joined: Date; score: number };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'city', header: 'City, state', value: (row) => row.city },
  { id: 'joined', header: 'Joined', value: (row) => row.joined },
  { id: 'score', header: 'Score', value: (row) => row.score },
  { id: 'actions', header: 'Actions', cell: () => null },
];
const row = (name: string, city: string | null, score = 1): Row => ({ name, city, joined: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), score });
const body = (csv: string) => csv.slice(1).split('\r\n');

describe('exportCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every record, the last too, with CRLF', () => {
    const csv = exportCsv([row('Ava', 'Austin')], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(body(csv)).toEqual(['Name,"City, state",Joined,Score', 'Ava,Austin,2026-01-02T03:04:05.000Z,1', '']);
  });

  it('leaves out columns with no value to export (buttons)', () => {
    expect(body(exportCsv([], columns))[0]).not.toContain('Actions');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    const csv = exportCsv([row('Ava "Ace" Lee', 'Austin, TX'), row('Line\nbreak', 'Carriage\rreturn')], columns);
    expect(body(csv)[1]).toBe('"Ava ""Ace"" Lee","Austin, TX",2026-01-02T03:04:05.000Z,1');
    expect(csv).toContain('"Line\nbreak","Carriage\rreturn"');
  });

  it('writes a missing value as an empty field', () => {
    expect(body(exportCsv([row('Ava', null)], columns))[1]).toBe('Ava,,2026-01-02T03:04:05.000Z,1');
  });

  it.each([['=SUM(A1:A9)'], ['+1'], ['-1'], ['@cmd'], ['\tTab'], ['\rReturn']])('neutralises %j with a leading quote', (name) => {
    const [, record] = body(exportCsv([row(name, 'Austin')], columns));
    const first = record!.startsWith('"') ? record!.slice(1, record!.indexOf('"', 1)) : record!.split(',')[0];
    expect(first).toBe(`'${name}`);
  });

  it('neutralises numbers that start with a minus too, and keeps accents and emoji as they are', () => {
    const [, record] = body(exportCsv([row('Zoë 💇', 'Curaçao', -3)], columns));
    expect(record).toBe("Zoë 💇,Curaçao,2026-01-02T03:04:05.000Z,'-3");
  });
});
