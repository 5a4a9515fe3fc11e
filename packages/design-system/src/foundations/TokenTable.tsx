import type { ReactNode } from 'react';
import { Text } from '../components/Text';
import { vars } from '../themes/contract.css';

const cell = { padding: '0.375rem 0.75rem', textAlign: 'left', verticalAlign: 'middle', borderBottom: `1px solid ${vars.color.border}` } as const;

/** One row of a Foundations table: its cells in column order; the one at `header` names the row. */
export type TokenRow = { key: string; cells: ReactNode[] };

/**
 * A table of tokens for the Foundations pages: a caption, column headers, and a row per token whose
 * `header`-th cell (the token's name) is the row's header for screen readers.
 */
export function TokenTable({ caption, columns, rows, header = 0 }: { caption: string; columns: string[]; rows: TokenRow[]; header?: number }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left' }}>
        <Text weight="semibold">{caption}</Text>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key}>
            {cells.map((content, index) =>
              index === header ? (
                <th key={index} scope="row" style={cell}>
                  {content}
                </th>
              ) : (
                <td key={index} style={cell}>
                  {content}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
