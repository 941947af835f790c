// An e-mail address in a narrow column: it breaks after the "@" (and before each dot of the
// domain) where it must, rather than at whichever letter reaches the edge ("comp / ras@…").
import { Text } from '@mantine/core';
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const [local, domain] = at > 0 ? [email.slice(0, at + 1), email.slice(at + 1)] : ['', email];
  const parts = domain.split('.');
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {local}
      {local && <wbr />}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
