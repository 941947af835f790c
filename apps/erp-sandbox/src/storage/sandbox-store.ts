// The sandbox's storage: its data directory (locked), the journal in it, and the in-memory state
// rebuilt from start data + journal. A write is applied to memory and appended to the journal in
// the same tick, so two requests racing on one Idempotency-Key can never both create; the caller
// answers only after the append is durable, and reads wait for pending appends (`settled`), so
// nobody is told about something a crash could still take back. If the disk fails, the store
// stops taking writes (503) until a restart replays what is truly on disk.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Dataset } from '../dataset/types.ts';
import { errors } from '../http/errors.ts';
import { type SandboxState, applyRecord, createInitialState } from '../state/sandbox-state.ts';
import { lockDataDir } from '@portal/node-support/data-dir-lock';
import { type Journal, openJournal, syncDirectory } from './journal.ts';
import { type JournalRecord, isJournalRecord } from './records.ts';

const JOURNAL_FILE = 'journal.jsonl';

export interface StoreOptions {
  dataDir: string;
  /** Fresh start data; called at open and at every reset. */
  dataset: () => Dataset;
  log: FastifyBaseLogger;
}

export class SandboxStore {
  private resetting = false;

  private constructor(
    private readonly options: StoreOptions,
    private journal: Journal,
    private current: SandboxState,
    private readonly release: () => Promise<void>,
  ) {}

  static async open(options: StoreOptions): Promise<SandboxStore> {
    await mkdir(options.dataDir, { recursive: true });
    const release = await lockDataDir(options.dataDir, {
      file: 'sandbox.lock',
      inUse: (dir, pid) =>
        `The ERP sandbox data directory ${dir} is in use by process ${pid}. ` +
        'Stop that sandbox, or give this one another ERP_SANDBOX_DATA_DIR.',
    });
    try {
      const file = path.join(options.dataDir, JOURNAL_FILE);
      const { journal, records, droppedTailBytes } = await openJournal(file, isJournalRecord);
      if (droppedTailBytes > 0) {
        options.log.warn(
          { file, droppedTailBytes },
          'journal had a torn last record (an unacknowledged write cut by a crash); dropped it',
        );
      }
      const state = createInitialState(options.dataset());
      for (const record of records) applyRecord(state, record);
      options.log.info(
        { file, records: records.length, orders: state.orders.size },
        'ERP sandbox storage opened',
      );
      return new SandboxStore(options, journal, state, release);
    } catch (error) {
      await release();
      throw error;
    }
  }

  get state(): SandboxState {
    return this.current;
  }

  /** Why writes are refused right now, if they are. */
  get unavailableBecause(): string | undefined {
    return this.resetting ? 'resetting' : this.journal.unusableBecause;
  }

  /** Applies the record now and resolves once it is durable; the answer must wait for it. */
  commit(record: JournalRecord): Promise<void> {
    const why = this.unavailableBecause;
    if (why) return Promise.reject(errors.unavailable(`ERP storage unavailable (${why})`));
    applyRecord(this.current, record);
    return this.journal.append(record).catch((error: Error) => {
      this.options.log.error({ err: error }, 'journal append failed; refusing writes until restart');
      throw errors.unavailable('ERP storage failed');
    });
  }

  /** Waits until everything already applied is durable, so a read never shows an unsafe write. */
  settled(): Promise<void> {
    return this.journal.settled().catch(() => {
      throw errors.unavailable('ERP storage failed');
    });
  }

  /** Forgets everything since the start data: an empty journal replaces the old one. */
  async reset(): Promise<void> {
    if (this.resetting) throw errors.unavailable('ERP storage unavailable (resetting)');
    this.resetting = true;
    try {
      await this.journal.close();
      const file = path.join(this.options.dataDir, JOURNAL_FILE);
      const temporary = `${file}.reset`;
      // Write-then-rename: a crash mid-reset leaves either the old journal or the empty one.
      await writeFile(temporary, '', { flush: true });
      await rename(temporary, file);
      await syncDirectory(this.options.dataDir);
      const { journal } = await openJournal(file, isJournalRecord);
      this.journal = journal;
      this.current = createInitialState(this.options.dataset());
    } finally {
      this.resetting = false;
    }
  }

  async close(): Promise<void> {
    await this.journal.close();
    await this.release();
  }
}
