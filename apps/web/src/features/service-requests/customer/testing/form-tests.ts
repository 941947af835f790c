// What the customer's request-form tests share: the session and the day they run on, the
// fake `fetch` removed after each, and the few ways they touch a Mantine form.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup } from '../../../../testing/render-app.tsx';
import { englishCustomerUser } from '../../../../testing/session-user.ts';

export const slow = { timeout: 10_000 };
export const REQUIRED = 'This field is required.';

/**
 * The customer logged in, in English, on 15 June 2026 (the preferred dates and the warranty are
 * counted from it); only the date is faked, so timers run as usual.
 */
export function setUpFormTests(): void {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
    setStoredUser(englishCustomerUser());
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/**
 * All the text Mantine shows under a field, tied to it by aria-describedby: its hint and its error
 * together (src/testing/queries.ts's errorOf reads the error alone).
 */
export const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** Picks an option of a Mantine select (its list is in a portal, hidden to jsdom's eyes). */
export function choose(select: HTMLElement, option: string) {
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

export const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
