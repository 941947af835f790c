// The change log's words for its codes: a table's name, a type of change, and who made it (the
// user name, a user since deleted, or the system).
import { CHANGE_TYPES, type ChangeLog } from '@portal/domain/admin-logs';
import { useTranslation } from 'react-i18next';
import { isKnownTable } from '../change-detail.ts';

type ChangeType = (typeof CHANGE_TYPES)[number];
const isChangeType = (tipus: string): tipus is ChangeType =>
  (CHANGE_TYPES as readonly string[]).includes(tipus);

export function useChangeLabels() {
  const { t } = useTranslation();
  return {
    table: (taula: string) => (isKnownTable(taula) ? t(`admin.changeLog.tables.${taula}`) : taula),
    type: (tipus: string) => (isChangeType(tipus) ? t(`admin.changeLog.types.${tipus}`) : tipus),
    who: (entry: Pick<ChangeLog, 'username' | 'idUsuari'>) =>
      entry.username ??
      (entry.idUsuari === null
        ? t('admin.changeLog.system')
        : t('admin.changeLog.deletedUser', { id: entry.idUsuari })),
  };
}
