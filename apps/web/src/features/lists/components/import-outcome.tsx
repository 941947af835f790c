// What an import did: how many lines were saved, then each refused line's reason.
import { Alert } from '@mantine/core';
import { IssueList } from '#shared/cart/issue-list.tsx';

interface ImportOutcomeProps {
  written: number;
  /** "N lines saved" in the words of what was imported. */
  summary: string;
  lines: readonly { errors: readonly { error_description: string }[] }[];
}

export function ImportOutcome({ written, summary, lines }: ImportOutcomeProps) {
  return (
    <>
      <Alert color={written > 0 ? 'green' : 'orange'} variant="light" role="status">
        {summary}
      </Alert>
      <IssueList
        color="red.9"
        items={lines.flatMap((line) => line.errors.map((issue) => issue.error_description))}
      />
    </>
  );
}
