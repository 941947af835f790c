import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, tempDir } from '../testing/sandbox-fixture.ts';
import { JournalCorruptError, openJournal } from './journal.ts';

afterEach(cleanUp);

type Entry = { n: number };
const isEntry = (value: unknown): value is Entry => typeof (value as Entry)?.n === 'number';

async function journalFile() {
  return path.join(await tempDir(), 'journal.jsonl');
}

describe('journal', () => {
  it('reads back what was appended, in order, after a reopen', async () => {
    const file = await journalFile();
    const { journal } = await openJournal(file, isEntry);
    await Promise.all(Array.from({ length: 200 }, (_, n) => journal.append({ n })));
    await journal.close();
    const reopened = await openJournal(file, isEntry);
    expect(reopened.records.map((r) => r.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(reopened.droppedTailBytes).toBe(0);
    await reopened.journal.close();
  });

  it('drops a torn last line, truncates it away, and appends cleanly after it', async () => {
    const file = await journalFile();
    await writeFile(file, '{"n":1}\n{"n":2}\n{"n":3');
    const opened = await openJournal(file, isEntry);
    expect(opened.records).toEqual([{ n: 1 }, { n: 2 }]);
    expect(opened.droppedTailBytes).toBe(6);
    await opened.journal.append({ n: 4 });
    await opened.journal.close();
    expect(await readFile(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":4}\n');
  });

  it('drops a tail of zeros that a crash can leave on some file systems', async () => {
    const file = await journalFile();
    await writeFile(file, '{"n":1}\n');
    await appendFile(file, Buffer.alloc(64));
    const opened = await openJournal(file, isEntry);
    expect(opened.records).toEqual([{ n: 1 }]);
    await opened.journal.close();
    expect((await stat(file)).size).toBe(8);
  });

  it('refuses to open a journal damaged before good records', async () => {
    const file = await journalFile();
    await writeFile(file, '{"n":1}\nnot json\n{"n":3}\n');
    await expect(openJournal(file, isEntry)).rejects.toBeInstanceOf(JournalCorruptError);
  });

  it('treats a whole line that is not a record as damage too', async () => {
    const file = await journalFile();
    await writeFile(file, '{"other":true}\n{"n":2}\n');
    await expect(openJournal(file, isEntry)).rejects.toThrow(/line 1/);
  });

  it('settles only after pending appends are on disk, and refuses appends once closed', async () => {
    const file = await journalFile();
    const { journal } = await openJournal(file, isEntry);
    void journal.append({ n: 1 });
    await journal.settled();
    expect(await readFile(file, 'utf8')).toBe('{"n":1}\n');
    await journal.close();
    await expect(journal.append({ n: 2 })).rejects.toThrow(/closed/);
  });
});
