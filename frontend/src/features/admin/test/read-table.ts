import { within } from '@testing-library/react';

/** A table as a person reads it: the column headers, then each row's cell texts. */
export function readTable(table: HTMLElement): { headers: string[]; rows: string[][] } {
  const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent ?? '');
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return {
    headers: texts(within(table).getAllByRole('columnheader')),
    rows: bodyRows.map((row) => texts(within(row).getAllByRole('cell'))),
  };
}
