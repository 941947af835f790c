import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, translateMessageKey } from '../i18n/i18n.ts';
import { notifyEnvelope, notifyPermissionResult, showErrorToast } from './notify.ts';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

beforeAll(async () => {
  await applyLanguage('en');
});

beforeEach(() => show.mockClear());

describe('toasts (spec §8, §9)', () => {
  it('shows failures for 4 seconds, with a close button screen readers can name', () => {
    showErrorToast('Nope');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message: 'Nope',
        autoClose: 4000,
        closeButtonProps: { 'aria-label': 'Close' },
      }),
    );
  });

  it('shows an envelope with the error flag as a negative toast in the session language', () => {
    notifyEnvelope({ error: true, missatge: 'cart.alreadyInCart' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message: 'The product is already in the cart.',
        autoClose: 4000,
      }),
    );
  });

  it('shows a success message as a positive toast, and nothing without a message', () => {
    notifyEnvelope({ error: false, missatge: 'common.saved' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Saved correctly.', autoClose: 4000 }),
    );
    show.mockClear();
    notifyEnvelope({ error: false, missatge: null });
    expect(show).not.toHaveBeenCalled();
  });

  it('shows an unknown message key as sent rather than dropping it', () => {
    notifyEnvelope({ error: true, missatge: 'Something the server said' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Something the server said' }));
  });

  it('shows permission-call notifications for 5 seconds at the bottom', () => {
    notifyPermissionResult({ error: false, missatge: 'common.saved' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', autoClose: 5000, position: 'bottom-center' }),
    );
    notifyPermissionResult({ error: true, missatge: 'errors.forbidden' });
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', message: 'You are not allowed to do this.', autoClose: 5000 }),
    );
  });

  it('translateMessageKey fills parameters and knows unknown keys', () => {
    expect(translateMessageKey('errors.rateLimited', { seconds: 30 })).toBe(
      'Too many attempts. Try again in 30 s.',
    );
    expect(translateMessageKey('no.such.key')).toBeNull();
    expect(translateMessageKey(null)).toBeNull();
  });
});
