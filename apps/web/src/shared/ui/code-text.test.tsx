// A code breaks after its hyphens only, never inside a part, and reads as itself.
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeText } from './code-text.tsx';

afterEach(cleanup);

describe('code text', () => {
  it('offers a break after each hyphen, keeping the text and never breaking anywhere else', () => {
    const { container } = render(
      <MantineProvider>
        <CodeText code="GAS-AR-10 5" />
      </MantineProvider>,
    );
    const text = container.querySelector('span')!;
    expect(text.textContent).toBe('GAS-AR-10 5');
    expect(text.innerHTML.replace(/<wbr>/g, '|')).toBe('GAS-|AR-|10 5');
    expect(text.style.overflowWrap).toBe('break-word');
  });
});
