// A refusal that belongs to no field (too many attempts, a move no longer allowed, the server out
// of reach), shown above the form's fields and announced at once.
import { Alert } from '@mantine/core';
import { refusalText } from './server-refusal.ts';

export function RefusalAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {refusalText(error)}
    </Alert>
  );
}
