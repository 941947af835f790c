import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, errorResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { customerUser } from '../../testing/session-user.ts';
import { i18n } from '../i18n/i18n.ts';
import { getStoredUser, setStoredUser } from './session-storage.ts';
import { switchLanguage } from './switch-language.ts';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

beforeEach(() => {
  sessionStorage.clear();
  show.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('switchLanguage', () => {
  it('changes the interface and <html lang> without calling the server when nobody is logged in', async () => {
    const { fetchMock } = mockFetch();
    await switchLanguage('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('login.submit')).toBe('Log in');
    await switchLanguage('es');
    expect(i18n.t('login.submit')).toBe('Iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a logged-in user’s choice with PUT /usuaris/self and stores the answer', async () => {
    setStoredUser(customerUser({ idioma: 'es', accessToken: 'tok' }));
    const {
      accessToken: _a,
      refreshToken: _r,
      ...self
    } = customerUser({ idioma: 'ca', language: { id: 'ca', name: 'Català' } });
    const { requests } = mockFetch(jsonResponse({ dades: self, error: false, missatge: 'common.saved' }));
    await switchLanguage('ca');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/v1/usuaris/self',
      method: 'PUT',
      body: '{"idioma":"ca"}',
    });
    // Asked in the new language, so the server's answer comes back in it.
    expect(requests[0]!.headers['accept-language']).toBe('ca');
    expect(getStoredUser()).toMatchObject({
      idioma: 'ca',
      language: { id: 'ca' },
      accessToken: 'tok',
    });
    expect(document.documentElement.lang).toBe('ca');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Desat correctament.' }),
    );
  });

  it('keeps the new interface language when saving fails, with the server’s message as a toast', async () => {
    setStoredUser(customerUser({ idioma: 'ca' }));
    mockFetch(errorResponse(500, 'Server exploded'));
    await expect(switchLanguage('en')).rejects.toMatchObject({ status: 500 });
    expect(i18n.language).toBe('en');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Server exploded' }));
  });
});
