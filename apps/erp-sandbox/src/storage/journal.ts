// An append-only JSON-lines journal, fsync'd before any answer depends on it.
//
// Why a journal and not snapshots: every acknowledged write must survive a SIGKILL or a power
// cut, and a journal makes that one small append + fdatasync per batch instead of rewriting the
// whole state; it also keeps the history a drill wants to read (how often each key came back).
// Why it is crash-safe: a record is a single line written with O_APPEND; the answer is sent only
// after fdatasync returns, so an acknowledged record is on disk in full. A crash can only leave a
// torn *tail* (a partial last line, or zeros after it on some file systems): that tail was never
// acknowledged, so `openJournal` drops it and truncates the file back to the last whole record
// before new lines are appended. A bad line *followed by* good ones is not a crash artefact but
// damage, and the sandbox refuses to start rather than silently forget orders.
// Writes waiting while a sync runs go out together in the next one (group commit), so many
// concurrent orders cost a few syncs, not one each.
import { constants } from 'node:fs';
import { type FileHandle, open, readFile } from 'node:fs/promises';
import path from 'node:path';

export class JournalCorruptError extends Error {
  override name = 'JournalCorruptError';
  constructor(file: string, line: number) {
    super(
      `The ERP sandbox journal ${file} is damaged at line ${line} (good records follow it). ` +
        'Move the file away to start empty, or repair that line.',
    );
  }
}

interface Pending {
  text: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

export interface OpenedJournal<T> {
  journal: Journal;
  records: T[];
  /** Bytes of torn tail dropped at open (0 when the last shutdown or crash left whole lines). */
  droppedTailBytes: number;
}

/** Reads every whole record, drops a torn tail, and opens the file for appending. */
export async function openJournal<T>(
  file: string,
  isRecord: (value: unknown) => value is T,
): Promise<OpenedJournal<T>> {
  const content = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  });
  const records: T[] = [];
  let goodEnd = 0;
  let firstBadLine = 0;
  let lineNumber = 0;
  let start = 0;
  while (start < content.length) {
    lineNumber += 1;
    const newline = content.indexOf(0x0a, start);
    const end = newline === -1 ? content.length : newline;
    const record = newline === -1 ? undefined : parseLine(content.subarray(start, end), isRecord);
    if (record === undefined) {
      firstBadLine ||= lineNumber;
    } else {
      if (firstBadLine) throw new JournalCorruptError(file, firstBadLine);
      records.push(record);
      goodEnd = end + 1;
    }
    start = end + 1;
  }

  const created = content.length === 0;
  const handle = await open(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT, 0o600);
  if (goodEnd < content.length) {
    await handle.truncate(goodEnd);
    await handle.sync();
  }
  // A new file's directory entry must be durable too, or a crash could lose the whole journal.
  if (created) await syncDirectory(path.dirname(file));
  return { journal: new Journal(handle), records, droppedTailBytes: content.length - goodEnd };
}

function parseLine<T>(line: Buffer, isRecord: (value: unknown) => value is T): T | undefined {
  try {
    const value: unknown = JSON.parse(line.toString('utf8'));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, constants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class Journal {
  private queue: Pending[] = [];
  private flushing = false;
  private failure: Error | undefined;
  private closed = false;

  constructor(private readonly handle: FileHandle) {}

  /** Why the journal stopped accepting writes, if it did (a failed write or sync, or close). */
  get unusableBecause(): string | undefined {
    if (this.failure) return `journal write failed: ${this.failure.message}`;
    return this.closed ? 'journal closed' : undefined;
  }

  /** Resolves once the record is on disk (written and fdatasync'd). */
  append(record: object): Promise<void> {
    return this.enqueue(`${JSON.stringify(record)}\n`);
  }

  /** Resolves once everything appended so far is on disk. */
  settled(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.flushing && this.queue.length === 0) return Promise.resolve();
    return this.enqueue('');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.settled().catch(() => undefined);
    this.closed = true;
    await this.handle.close();
  }

  private enqueue(text: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('journal closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0 && !this.failure) {
      const batch = this.queue.splice(0);
      const text = batch.map((entry) => entry.text).join('');
      try {
        if (text.length > 0) {
          await this.handle.appendFile(text, 'utf8');
          await this.handle.datasync();
        }
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // After a failed fsync the kernel may have dropped the dirty pages: nothing written later
        // can be trusted to follow them, so the journal refuses every further write.
        this.failure = error instanceof Error ? error : new Error(String(error));
        for (const entry of batch) entry.reject(this.failure);
      }
    }
    for (const entry of this.queue.splice(0)) entry.reject(this.failure ?? new Error('journal closed'));
    this.flushing = false;
  }
}
