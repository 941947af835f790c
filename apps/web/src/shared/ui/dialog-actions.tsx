// The foot of a form dialog: cancel, then the submit button that shows the save in progress.
// Cancel is a plain button, so it never submits the form it sits in.
import { Button, Group } from '@mantine/core';

interface DialogActionsProps {
  onCancel: () => void;
  /** Whether the save is under way. */
  saving: boolean;
  cancelLabel: string;
  submitLabel: string;
}

export function DialogActions({ onCancel, saving, cancelLabel, submitLabel }: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
