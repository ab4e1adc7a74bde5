// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

describe('csvText', () => {
  it('writes one line per row, each ended by a line feed, quoting commas, quotes and line breaks', () => {
    expect(
      csvText([
        ['month', 'country'],
        ['2026-11', 'DE'],
        ['a,b', 'say "hi"'],
        ['two\nlines', ''],
      ]),
    ).toBe('month,country\n2026-11,DE\n"a,b","say ""hi"""\n"two\nlines",\n');
  });

  it('puts a quote before a text cell a spreadsheet would run as a formula, as csv-stringify’s escape_formulas does', () => {
    const cells = ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx', '＝1', '＋1', '－1', '＠x'];

    expect(csvText([cells])).toBe(`'=SUM(A1),'+1,'-1,'@cmd,'\tx,"'\rx",'＝1,'＋1,'－1,'＠x\n`);
  });

  it('keeps numbers as numbers, a negative one with its sign', () => {
    expect(csvText([[-3000, 0, 1140]])).toBe('-3000,0,1140\n');
  });

  it('writes nothing for no rows', () => {
    expect(csvText([])).toBe('');
  });
});
