// Why a mailed link cannot be used (expired, already used, unknown, missing from the address),
// with the way to a new one.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { LinkProblem } from './account-errors.ts';

interface LinkProblemNoticeProps {
  problem: LinkProblem;
  title: string;
  message: string;
  action: { to: string; label: string };
}

export function LinkProblemNotice({ problem, title, message, action }: LinkProblemNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A refusal after sending replaces the form the focus was in: bring it to the explanation.
  useEffect(() => ref.current?.focus(), [problem]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="orange"
      variant="light"
      role="alert"
      title={title}
      icon={<IconLinkOff aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to={action.to} fw={600}>
          {action.label}
        </Anchor>
      </Stack>
    </Alert>
  );
}
