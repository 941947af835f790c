// A product code (or a line typed with codes in it) in a narrow place: it breaks between words and
// after a hyphen, never inside a code's part ("GAS-AR-" / "10", not "GAS-AR-1" / "0"). The <wbr>
// after each hyphen makes that break certain (browsers keep "-10" together, as a negative number);
// `break-word` splits only a part too long for a whole line, and, unlike `anywhere`, does not let a
// table squeeze its column down to single letters.
import { Text, type TextProps } from '@mantine/core';
import { Fragment } from 'react';

export function CodeText({ code, ...props }: { code: string } & TextProps) {
  const parts = code.split(/(?<=-)/);
  return (
    <Text span size="sm" {...props} style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
