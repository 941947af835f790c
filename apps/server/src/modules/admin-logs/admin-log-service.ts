// Reading the error log and the change register (the change-log module's, read through it), and
// marking an error solved or not solved.
// Solving an already solved error keeps its first date: that is when someone dealt with it.
import type { ChangeLog, ChangeLogQuery, ErrorLog, ErrorLogQuery } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { pageOf } from '../admin-shared/paging.ts';
import { recordChange } from '../change-log/change-log.ts';
import { changePage } from '../change-log/change-register-page.ts';
import { presentErrorLog, type ErrorLogRepository } from './error-log-repository.ts';

export class AdminLogService {
  constructor(
    private readonly db: Db,
    private readonly errorLog: ErrorLogRepository,
  ) {}

  async errors(query: ErrorLogQuery): Promise<Page<ErrorLog>> {
    const { rows, total } = await this.errorLog.page(query);
    return pageOf(rows.map(presentErrorLog), total, query);
  }

  /**
   * Marks an error solved (recording when) or not solved (clearing the date). Setting the state
   * it already has changes nothing and registers nothing: a solved error keeps its first date.
   */
  async setSolved(id: number, resolt: boolean, actor: number): Promise<ErrorLog> {
    return this.db.transaction(async (tx) => {
      const errors = this.errorLog.in(tx);
      const before = await errors.findById(id);
      if (!before) throw notFound();
      if (before.resolt === resolt) return presentErrorLog(before);
      const after = await errors.setSolved(id, resolt ? new Date() : null);
      await recordChange(tx, {
        taula: 'log_errors',
        tipus: 'UPDATE',
        idRegistre: id,
        idUsuari: actor,
        detall: {
          resolt: { from: before.resolt, to: after.resolt },
          dataResolt: {
            from: before.dataResolt?.toISOString() ?? null,
            to: after.dataResolt?.toISOString() ?? null,
          },
        },
      });
      return presentErrorLog(after);
    });
  }

  async changes(query: ChangeLogQuery): Promise<Page<ChangeLog>> {
    const { rows, total } = await changePage(this.db, query);
    return pageOf(rows, total, query);
  }
}
