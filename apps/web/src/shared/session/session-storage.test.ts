import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../testing/session-user.ts';
import {
  clearSession,
  clearStoredUser,
  getStoredActions,
  getStoredPath,
  getStoredUser,
  setStoredActions,
  setStoredPath,
  setStoredUser,
  subscribeToSession,
  updateStoredUser,
} from './session-storage.ts';

beforeEach(() => sessionStorage.clear());

describe('session storage', () => {
  it('keeps the user as JSON under `user`, with its tokens', () => {
    const user = customerUser();
    setStoredUser(user);
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });

  it('keeps the path under `path` and the actions as a JSON array under `actions`', () => {
    setStoredPath('/history');
    setStoredActions([{ idPermis: 1, endPoint: 'GET /x', descripcio: 'x' }]);
    expect(sessionStorage.getItem('path')).toBe('/history');
    expect(JSON.parse(sessionStorage.getItem('actions')!)).toEqual([
      { idPermis: 1, endPoint: 'GET /x', descripcio: 'x' },
    ]);
    expect(getStoredPath()).toBe('/history');
  });

  it('reads a damaged or incomplete user record as no user', () => {
    sessionStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    sessionStorage.setItem('user', JSON.stringify({ username: 'x' }));
    expect(getStoredUser()).toBeNull();
    sessionStorage.setItem('user', JSON.stringify({ ...customerUser(), accessToken: '' }));
    expect(getStoredUser()).toBeNull();
  });

  it('reads damaged actions as an empty list', () => {
    sessionStorage.setItem('actions', '{"a":1}');
    expect(getStoredActions()).toEqual([]);
    sessionStorage.setItem('actions', 'nope');
    expect(getStoredActions()).toEqual([]);
  });

  it('merges changes into the stored user and ignores them when nobody is stored', () => {
    expect(updateStoredUser({ idioma: 'en' })).toBeNull();
    expect(getStoredUser()).toBeNull();
    setStoredUser(customerUser({ idioma: 'es' }));
    updateStoredUser({ idioma: 'en', accessToken: 'new' });
    expect(getStoredUser()).toMatchObject({ idioma: 'en', accessToken: 'new', username: 'bronze' });
  });

  it('clearStoredUser forgets the user and actions but keeps the path', () => {
    setStoredUser(customerUser());
    setStoredActions([]);
    setStoredPath('/sat');
    clearStoredUser();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('actions')).toBeNull();
    expect(getStoredPath()).toBe('/sat');
  });

  it('clearSession empties the session storage', () => {
    setStoredUser(customerUser());
    setStoredPath('/sat');
    clearSession();
    expect(sessionStorage.length).toBe(0);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    setStoredUser(customerUser());
    updateStoredUser({ idioma: 'en' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setStoredUser(customerUser());
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
