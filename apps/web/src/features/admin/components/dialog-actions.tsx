// The foot of an administration form dialog: cancel, then the submit button that shows the save
// in progress. Cancel is a plain button, so it never submits the form it sits in.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  onCancel: () => void;
  /** Whether the save is under way. */
  saving: boolean;
  /** The submit button's text; "Save" when absent. */
  submitLabel?: string;
}

export function DialogActions({ onCancel, saving, submitLabel }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {t('admin.common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('admin.common.save')}
      </Button>
    </Group>
  );
}
