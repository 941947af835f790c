import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx';

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{children}</MantineProvider>
  </I18nextProvider>
);

// The address is played by the test: each rerender is the router handing the box a value, in the
// order a slow router might, and `onSearch` records what the box sent.
function renderBox(initial: string) {
  const onSearch = vi.fn<(text: string) => void>();
  const view = render(
    <Providers>
      <SearchBox value={initial} onSearch={onSearch} />
    </Providers>,
  );
  const address = (value: string) =>
    view.rerender(
      <Providers>
        <SearchBox value={value} onSearch={onSearch} />
      </Providers>,
    );
  const box = screen.getByLabelText('Cerca productes') as HTMLInputElement;
  const type = (value: string) => {
    fireEvent.change(box, { target: { value } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  };
  return { box, onSearch, address, type };
}

describe('the search box and the address', () => {
  beforeEach(async () => {
    await applyLanguage('ca');
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps what is typed when the echo of an earlier send arrives after a later send', () => {
    const { box, onSearch, address, type } = renderBox('');
    type('ti');
    type('tig');
    expect(onSearch.mock.calls).toEqual([['ti'], ['tig']]);

    address('ti');
    expect(box.value).toBe('tig');
    address('tig');
    expect(box.value).toBe('tig');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('keeps a new word when the echo of the clear before it arrives late', () => {
    const { box, onSearch, address, type } = renderBox('mig');
    fireEvent.click(screen.getByRole('button', { name: 'Esborra la cerca' }));
    type('tig');
    expect(onSearch.mock.calls).toEqual([[''], ['tig']]);

    address('');
    expect(box.value).toBe('tig');
    address('tig');
    expect(box.value).toBe('tig');
  });

  it('takes a change of the address made elsewhere, and drops the send still waiting', () => {
    const { box, onSearch, address, type } = renderBox('mig');
    type('tig');
    address('tig');
    fireEvent.change(box, { target: { value: 'tige' } });
    // Back button before the pause ends: the address's text wins and nothing more is sent.
    address('mig');
    expect(box.value).toBe('mig');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch.mock.calls).toEqual([['tig']]);
  });

  it('takes an outside change to a text the box sent before, once its own sends are answered', () => {
    const { box, address, type } = renderBox('');
    type('ti');
    address('ti');
    type('tig');
    address('tig');
    address('ti');
    expect(box.value).toBe('ti');
  });
});
