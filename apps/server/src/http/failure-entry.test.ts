import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeFailure, storableText } from './failure-entry.ts';

describe('the error log entry of a failure', () => {
  it("keeps a failed query's database message and SQL, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      name: 'DatabaseError',
      code: '22021',
    });
    const error = new DrizzleQueryError(
      'select * from medias where codigo = $1',
      ['a\u0000b', 'secret-hash'],
      cause,
    );
    expect(error.message).toContain('secret-hash');
    const entry = describeFailure(error);
    expect(entry).toEqual({
      codiError: 'DB_22021',
      classe: 'DatabaseError',
      missatge:
        'invalid byte sequence for encoding "UTF8": 0x00\nquery: select * from medias where codigo = $1',
    });
  });

  it('keeps any other error as text the database can store', () => {
    const error = Object.assign(new TypeError('bad \u0000 value \ud800'), { code: 'E_X' });
    expect(describeFailure(error)).toEqual({
      codiError: 'E_X',
      classe: 'TypeError',
      missatge: 'bad  value ',
    });
    expect(describeFailure('thrown text')).toEqual({
      codiError: 'INTERNAL',
      classe: 'string',
      missatge: 'thrown text',
    });
  });

  it('cuts long text and drops what PostgreSQL refuses', () => {
    expect(storableText('x'.repeat(5000))).toHaveLength(2000);
    expect(storableText('a\u0000b\udc00c\ud83d\udd25', 10)).toBe('abc\ud83d\udd25');
  });
});
