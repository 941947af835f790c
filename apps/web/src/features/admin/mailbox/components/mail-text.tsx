// A mail's plain text as it was written, line breaks kept, its web addresses drawn as links that
// can be followed (the demo's recovery journey goes through one). The text is rendered by React,
// never as HTML, so nothing in a mail can add markup or run.
import { Anchor, Box } from '@mantine/core';
import { splitLinks } from '../mail-links.ts';

export function MailText({ text }: { text: string }) {
  return (
    // Focusable, so that a long text scrolls by keyboard; its tab panel names it.
    <Box
      component="pre"
      tabIndex={0}
      m={0}
      p="sm"
      style={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        fontSize: 'var(--mantine-font-size-sm)',
        maxHeight: '50vh',
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} inherit>
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Box>
  );
}
