// The change log's words for its codes: a table's name, a field's name, a code a field holds, a
// type of change, and who made it (the user name, a user since deleted, or the system).
import { CHANGE_TYPES, type ChangeLog } from '@portal/domain/admin-logs';
import { useTranslation } from 'react-i18next';
import { isKnownTable } from '../change-detail.ts';
import { fieldLabelKey, valueWords } from '../field-labels.ts';

type ChangeType = (typeof CHANGE_TYPES)[number];
const isChangeType = (tipus: string): tipus is ChangeType =>
  (CHANGE_TYPES as readonly string[]).includes(tipus);

export function useChangeLabels() {
  const { t } = useTranslation();
  return {
    table: (taula: string) => (isKnownTable(taula) ? t(`admin.changeLog.tables.${taula}`) : taula),
    /** A field of `taula`, named by its path within the change's values; unknown ones by their raw name. */
    field: (taula: string, path: readonly string[]) => {
      const key = fieldLabelKey(taula, path);
      return key ? t(key) : (path.at(-1) ?? '');
    },
    /** A code stored in a field of `taula` (a status, a role), in words; unknown ones as stored. */
    value: (taula: string, path: readonly string[], value: string) => {
      const words = valueWords(taula, path, value);
      if (!words) return value;
      return 'key' in words ? t(words.key) : words.name;
    },
    type: (tipus: string) => (isChangeType(tipus) ? t(`admin.changeLog.types.${tipus}`) : tipus),
    who: (entry: Pick<ChangeLog, 'username' | 'idUsuari'>) =>
      entry.username ??
      (entry.idUsuari === null
        ? t('admin.changeLog.system')
        : t('admin.changeLog.deletedUser', { id: entry.idUsuari })),
  };
}
