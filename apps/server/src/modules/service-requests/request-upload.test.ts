// The names files are kept under, and the text jsonb cannot hold: rules the API tests reach only
// through a few cases, here one by one.
import { describe, expect, it } from 'vitest';
import { cleanFileName } from './request-upload.ts';
import { illFormedText } from './well-formed-text.ts';

describe('cleanFileName', () => {
  it('keeps a plain name as the customer gave it', () => {
    expect(cleanFileName('Foto màquina 1.png', 0, 'image/png')).toBe('Foto màquina 1.png');
  });

  it('drops folders, control characters and unpaired surrogates', () => {
    expect(cleanFileName('C:\\fakepath\\factura.pdf', 0, 'application/pdf')).toBe('factura.pdf');
    expect(cleanFileName('../../etc/passwd.pdf', 0, 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('a\u0000b\r\nc\u007f.jpg', 0, 'image/jpeg')).toBe('a b c .jpg');
    expect(cleanFileName('x\ud800y.png', 0, 'image/png')).toBe('xy.png');
    expect(cleanFileName('🔥.png', 0, 'image/png')).toBe('🔥.png');
  });

  it('names a file without a name by its position and type', () => {
    expect(cleanFileName(undefined, 1, 'application/pdf')).toBe('adjunt-2.pdf');
    expect(cleanFileName('   ', 0, 'image/webp')).toBe('adjunt-1.webp');
    expect(cleanFileName('C:\\folder\\', 2, null)).toBe('adjunt-3');
  });

  it('shortens a long name to 200 characters, keeping its extension and whole characters', () => {
    const long = cleanFileName(`${'é'.repeat(300)}.jpeg`, 0, 'image/jpeg');
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('é.jpeg')).toBe(true);
    const emoji = cleanFileName(`${'😀'.repeat(250)}`, 0, 'image/png');
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji).not.toMatch(/[\ud800-\udbff]$/);
  });
});

describe('illFormedText', () => {
  it('finds unpaired surrogates in strings and keys, with their paths, and passes whole pairs', () => {
    expect(illFormedText({ a: 'ok 🔥', b: ['fine', 'bad \ud800'], c: { d: '\udc00 too' } })).toEqual([
      { field: 'b.1', key: 'validation.invalidCharacters' },
      { field: 'c.d', key: 'validation.invalidCharacters' },
    ]);
    expect(illFormedText({ ['k\ud800']: 'v' })).toEqual([
      { field: '(root)', key: 'validation.invalidCharacters' },
    ]);
    expect(illFormedText('\ud83d')).toEqual([{ field: '(root)', key: 'validation.invalidCharacters' }]);
    expect(illFormedText({ nul: 'a\u0000b' })).toEqual([
      { field: 'nul', key: 'validation.invalidCharacters' },
    ]);
    expect(illFormedText({ n: 1, t: true, z: null })).toEqual([]);
  });
});
