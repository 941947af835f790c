import { describe, expect, it } from 'vitest';
import { isQuickOrderError, parseQuickOrder, resolveQuickOrder, type QuickOrderLine } from './quick-order.ts';

/** Lines as `[lineNumber, codigo, quantity]` or `[lineNumber, key, params]` for short assertions. */
const brief = (lines: QuickOrderLine[]) =>
  lines.map((line) =>
    isQuickOrderError(line)
      ? [line.lineNumber, line.error.key, line.error.params]
      : [line.lineNumber, line.codigo, line.quantity],
  );

describe('parseQuickOrder', () => {
  it('should read code and quantity separated by blank, semicolon, comma or tab', () => {
    expect(brief(parseQuickOrder('A1 10\nB2;20\nC3,30\nD4\t40\nE5   5'))).toEqual([
      [1, 'A1', 10],
      [2, 'B2', 20],
      [3, 'C3', 30],
      [4, 'D4', 40],
      [5, 'E5', 5],
    ]);
  });

  it('should trim fields, drop quotes and trailing separators, and keep the line text', () => {
    const [first, second] = parseQuickOrder('  "TIP-M6" ; "25" ;\nTIP-M8, 3,');
    expect(first).toEqual({ lineNumber: 1, text: '"TIP-M6" ; "25" ;', codigo: 'TIP-M6', quantity: 25 });
    expect(second).toEqual({ lineNumber: 2, text: 'TIP-M8, 3,', codigo: 'TIP-M8', quantity: 3 });
  });

  it('should skip a CSV header, a byte-order mark, blank and comment lines, counting lines as typed', () => {
    const csv = '\uFEFFCódigo;Cantidad\r\n\r\nA1;2\r\n# a note\r\nB2;3\r\n';
    expect(brief(parseQuickOrder(csv))).toEqual([
      [3, 'A1', 2],
      [5, 'B2', 3],
    ]);
  });

  it('should take a header only on the first line and only when its quantity is not a number', () => {
    expect(brief(parseQuickOrder('REF;10'))).toEqual([[1, 'REF', 10]]);
    expect(brief(parseQuickOrder('A1;1\ncode;quantity'))).toEqual([
      [1, 'A1', 1],
      [2, 'quickOrder.invalidQuantity', { lineNumber: 2, quantity: 'quantity' }],
    ]);
  });

  it('should call a line malformed when it is not exactly a code and a quantity', () => {
    expect(brief(parseQuickOrder('A1\nA1;2;3\n;5\nA1 2 x'))).toEqual([
      [1, 'quickOrder.malformed', { lineNumber: 1 }],
      [2, 'quickOrder.malformed', { lineNumber: 2 }],
      [3, 'quickOrder.malformed', { lineNumber: 3 }],
      [4, 'quickOrder.malformed', { lineNumber: 4 }],
    ]);
    expect(brief(parseQuickOrder(`${'X'.repeat(41)} 1`))).toEqual([
      [1, 'quickOrder.malformed', { lineNumber: 1 }],
    ]);
  });

  it('should refuse quantities that are not whole numbers from 1 to 999999', () => {
    const lines = parseQuickOrder('A 0\nB -1\nC 2.5\nD abc\nE 1000000\nF 999999');
    expect(brief(lines)).toEqual([
      [1, 'quickOrder.invalidQuantity', { lineNumber: 1, quantity: '0' }],
      [2, 'quickOrder.invalidQuantity', { lineNumber: 2, quantity: '-1' }],
      [3, 'quickOrder.invalidQuantity', { lineNumber: 3, quantity: '2.5' }],
      [4, 'quickOrder.invalidQuantity', { lineNumber: 4, quantity: 'abc' }],
      [5, 'quickOrder.invalidQuantity', { lineNumber: 5, quantity: '1000000' }],
      [6, 'F', 999_999],
    ]);
  });

  it('should keep a separator inside double quotes as part of the field', () => {
    expect(brief(parseQuickOrder('"A;1";2\n"B,2",3\n"C ""x""";4'))).toEqual([
      [1, 'A;1', 2],
      [2, 'B,2', 3],
      [3, 'C "x"', 4],
    ]);
  });

  it('should read columns by name when the header names the code and the quantity', () => {
    const csv =
      '\uFEFFcodigo;cantidad;referencia_cliente;nombre\r\nA1;2;MY-1;"Wire; 1 mm"\r\nB2;3\r\n;4;x\r\n';
    expect(brief(parseQuickOrder(csv))).toEqual([
      [2, 'A1', 2],
      [3, 'B2', 3],
      [4, 'quickOrder.malformed', { lineNumber: 4 }],
    ]);
    expect(brief(parseQuickOrder('Code,Qty,Note\nA1,5,x'))).toEqual([[2, 'A1', 5]]);
  });

  it('should read a decimal comma as an extra field rather than guess', () => {
    expect(brief(parseQuickOrder('A1,10,5'))).toEqual([[1, 'quickOrder.malformed', { lineNumber: 1 }]]);
  });

  it('should refuse a code repeated on a later line, whatever its case', () => {
    expect(brief(parseQuickOrder('A1 1\nB2 2\na1 3'))).toEqual([
      [1, 'A1', 1],
      [2, 'B2', 2],
      [3, 'quickOrder.duplicate', { lineNumber: 3, codigo: 'a1', firstLine: 1 }],
    ]);
  });

  it('should give nothing for empty input', () => {
    expect(parseQuickOrder('')).toEqual([]);
    expect(parseQuickOrder('\n  \n')).toEqual([]);
  });
});

describe('resolveQuickOrder', () => {
  const catalogue = new Map([
    ['TIP-M6', 'TIP-M6'],
    ['EL-6013', 'EL-6013'],
  ]);
  const lookup = (codigo: string) => catalogue.get(codigo.toUpperCase());

  it("should use the catalogue's spelling and flag unknown codes with their line", () => {
    const lines = resolveQuickOrder(parseQuickOrder('tip-m6 5\nNOPE 1\nbad line here'), lookup);
    expect(brief(lines)).toEqual([
      [1, 'TIP-M6', 5],
      [2, 'quickOrder.unknownCode', { lineNumber: 2, codigo: 'NOPE' }],
      [3, 'quickOrder.malformed', { lineNumber: 3 }],
    ]);
    expect(lines[1]).toMatchObject({ text: 'NOPE 1' });
  });

  it('should refuse two spellings that name the same product', () => {
    const byAlias = (codigo: string) => (codigo === 'OLD-6013' ? 'EL-6013' : lookup(codigo));
    expect(brief(resolveQuickOrder(parseQuickOrder('EL-6013 1\nOLD-6013 2'), byAlias))).toEqual([
      [1, 'EL-6013', 1],
      [2, 'quickOrder.duplicate', { lineNumber: 2, codigo: 'EL-6013', firstLine: 1 }],
    ]);
  });
});
