// An address breaks after its "@" and before the dots of its domain, and reads as itself.
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';

afterEach(cleanup);

describe('e-mail text', () => {
  it('offers a break after the @ and before each dot of the domain, keeping the text', () => {
    const { container } = render(
      <MantineProvider>
        <EmailText email="compras.taller@soldamar.example.com" />
      </MantineProvider>,
    );
    const text = container.querySelector('p')!;
    expect(text.textContent).toBe('compras.taller@soldamar.example.com');
    expect(text.innerHTML.replace(/<wbr>/g, '|')).toBe('compras.taller@|soldamar|.example|.com');
  });
});
