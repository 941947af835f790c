// Every date field: typed DD/MM/YYYY read the European way and kept when left, a calendar in the
// reader's language, and Enter that never submits the form around it.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { DayInput, parseDay } from './day-input.tsx';

function Form({ onSubmit }: { onSubmit: (day: string | null) => void }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(day);
      }}
    >
      <DayInput label="Day" value={day} onChange={setDay} />
      <output aria-label="value">{day ?? 'none'}</output>
      <button type="submit">Save</button>
    </form>
  );
}

async function show(language: 'ca' | 'en', onSubmit = vi.fn()) {
  await applyLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Form onSubmit={onSubmit} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { input: screen.getByLabelText('Day'), onSubmit };
}

afterEach(cleanup);

describe('day input', () => {
  it('reads DD/MM/YYYY (also with - or .) and ISO days, and nothing else', () => {
    expect(parseDay('05/06/2030')).toBe('2030-06-05');
    expect(parseDay(' 5-6-2030 ')).toBe('2030-06-05');
    expect(parseDay('05.06.2030')).toBe('2030-06-05');
    expect(parseDay('2030-06-05')).toBe('2030-06-05');
    expect(parseDay('14/12/2026')).toBe('2026-12-14');
    expect(parseDay('31/02/2030')).toBeNull();
    expect(parseDay('06/2030')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
  });

  it('keeps a day typed as DD/MM/YYYY when the field is left, shown the same way', async () => {
    const { input } = await show('en');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '14/12/2026' } });
    fireEvent.blur(input);
    expect(screen.getByLabelText('value').textContent).toBe('2026-12-14');
    expect(input).toHaveProperty('value', '14/12/2026');
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
  });

  it('shows its calendar in the reader’s language, Monday first', async () => {
    const { input } = await show('ca');
    fireEvent.change(input, { target: { value: '14/12/2026' } });
    fireEvent.click(input);
    expect(await screen.findByText('Desembre 2026')).toBeDefined();
    const weekdays = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Dl', 'Dt', 'Dc', 'Dj', 'Dv', 'Ds', 'Dg']);
    expect(input.getAttribute('placeholder')).toBe('DD/MM/AAAA');
  });

  it('never submits its form on Enter', async () => {
    const { input, onSubmit } = await show('en');
    fireEvent.change(input, { target: { value: '14/12/2026' } });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('2026-12-14');
  });
});
