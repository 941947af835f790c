import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, neutraliseCell } from './csv.ts';

describe('CSV cells a spreadsheet would run as formulas', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
    ['@SUM(1+1)', `'@SUM(1+1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['+34 600 000 000', `'+34 600 000 000`],
    ['-', `'-`],
  ])('should neutralise %j with a leading apostrophe', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it.each(['-5,00', '+3', '-1.234,56', '1.234,56', '0', 'PO 2026/17', 'Calderería', ' =1', ''])(
    'should leave %j as it is (a plain number, or not a formula start)',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(cell);
    },
  );

  it('should write numbers and empty values as they are', () => {
    expect(neutraliseCell(-5)).toBe('-5');
    expect(neutraliseCell(12)).toBe('12');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});

describe('CSV fields and files', () => {
  it('should quote a field holding the separator, a quote or a line break, after neutralising it', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1;2')).toBe(`"'=1;2"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });

  it('should write a BOM, semicolons and CRLF line ends', () => {
    expect(
      csvDocument([
        ['Data', 'Referència', 'Total'],
        ['24/11/2026', '=1+1', '-5,00'],
      ]),
    ).toBe("\uFEFFData;Referència;Total\r\n24/11/2026;'=1+1;-5,00\r\n");
  });
});
