// Whether an error is solved: a switch for whoever may change it (the screen's actions allow
// `PUT /log-errors/{id}/resolt`), a badge for everyone else. The switch shows the state asked
// for at once and while the server answers, and the server's afterwards (a refusal puts it back).
import type { ErrorLog } from '@portal/domain/admin-logs';
import { Badge, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useSetErrorSolved } from '../api/set-error-solved.ts';

interface SolvedToggleProps {
  entry: ErrorLog;
  /** The page's one mutation: the answer updates the list and the dialog alike. */
  mutation: ReturnType<typeof useSetErrorSolved>;
  canChange: boolean;
  /** In the table the label is read, not shown; in the dialog it is shown. */
  showLabel?: boolean;
}

export function SolvedBadge({ resolt }: { resolt: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={resolt ? 'green' : 'red'} variant="light">
      {resolt ? t('admin.errorLog.solved') : t('admin.errorLog.unsolved')}
    </Badge>
  );
}

export function SolvedToggle({ entry, mutation, canChange, showLabel = false }: SolvedToggleProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (!canChange) return <SolvedBadge resolt={entry.resolt} />;
  return (
    <Switch
      checked={wanted ?? entry.resolt}
      disabled={wanted !== null}
      onChange={(event) => {
        const resolt = event.currentTarget.checked;
        setWanted(resolt);
        mutation.mutate({ id: entry.id, resolt }, { onSettled: () => setWanted(null) });
      }}
      label={showLabel ? t('admin.errorLog.solved') : undefined}
      aria-label={showLabel ? undefined : t('admin.errorLog.solvedOf', { id: entry.id })}
      color="green"
      // The switch's own input is positioned absolutely: inside the table's scroll box it must
      // be placed against the switch, or a phone's page would scroll sideways to reach it.
      pos="relative"
    />
  );
}
