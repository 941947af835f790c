import { describe, expect, it } from 'vitest';
import {
  decideAfterPermissionCheck,
  decideNavigation,
  homeDestination,
  isLoggedIn,
  isLoginPath,
  redirectTarget,
  type NavigationUser,
} from './navigation-rules.ts';

const customer: NavigationUser = { accessToken: 'token-1', homePath: '/products' };
const withoutHome: NavigationUser = { accessToken: 'token-2', homePath: null };

const PRIVATE_SCREENS = [
  '/permisos',
  '/usuaris',
  '/params',
  '/log-errors',
  '/registre-canvis',
  '/products',
  '/equipments/product/detail',
  '/accessories/product/detail',
  '/consumables/product/detail',
  '/services/product/detail',
  '/history',
  '/sat',
  '/maintenance',
  '/standarization',
  '/solicitud',
  '/servei',
  '/rols',
  '/pantalles',
];

describe('decideNavigation: a logged-in user going to the login screen', () => {
  it.each(['/login', '/', '/login/'])('sends the user from %s to their home path', (pathname) => {
    expect(decideNavigation({ pathname, storedUser: customer, isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/products',
    });
  });

  it('sends a user with no home path to /404 with the "no home page" message', () => {
    expect(decideNavigation({ pathname: '/login', storedUser: withoutHome, isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/404',
      message: 'errors.noHomePage',
    });
  });

  it('treats a blank home path as none', () => {
    const blank = { accessToken: 't', homePath: '   ' };
    expect(decideNavigation({ pathname: '/', storedUser: blank, isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/404',
      message: 'errors.noHomePage',
    });
  });

  it('never loops back to the login screen when the home path is the login screen itself', () => {
    for (const homePath of ['/login', '/']) {
      expect(
        decideNavigation({ pathname: '/', storedUser: { accessToken: 't', homePath }, isPublic: true }),
      ).toEqual({
        kind: 'redirect',
        to: '/404',
        message: 'errors.noHomePage',
      });
    }
  });

  it('normalises the home path (leading slash, no trailing one)', () => {
    const user = { accessToken: 't', homePath: 'usuaris/' };
    expect(decideNavigation({ pathname: '/login', storedUser: user, isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/usuaris',
    });
  });
});

describe('decideNavigation: without a logged-in user', () => {
  it.each(['/login', '/', '/recuperar-contrasenya', '/canviar-contrasenya', '/404', '/no-such-page'])(
    'shows the public route %s',
    (pathname) => {
      expect(decideNavigation({ pathname, storedUser: null, isPublic: true })).toEqual({ kind: 'allow' });
    },
  );

  it.each([...PRIVATE_SCREENS, '/perfil'])('clears the session and goes to /login from %s', (pathname) => {
    expect(decideNavigation({ pathname, storedUser: null, isPublic: false })).toEqual({
      kind: 'clearAndLogin',
    });
  });

  it('counts a stored user without an access token as logged out', () => {
    const tokenless = { accessToken: '', homePath: '/products' };
    expect(decideNavigation({ pathname: '/products', storedUser: tokenless, isPublic: false })).toEqual({
      kind: 'clearAndLogin',
    });
    expect(decideNavigation({ pathname: '/login', storedUser: tokenless, isPublic: true })).toEqual({
      kind: 'allow',
    });
  });
});

describe('decideNavigation: a logged-in user on other routes', () => {
  it.each(PRIVATE_SCREENS)('checks the permissions of %s', (pathname) => {
    expect(decideNavigation({ pathname, storedUser: customer, isPublic: false })).toEqual({
      kind: 'checkPermissions',
      screenPath: pathname,
    });
  });

  it('sends the normalised screen path to the permission check', () => {
    expect(decideNavigation({ pathname: '/usuaris/', storedUser: customer, isPublic: false })).toEqual({
      kind: 'checkPermissions',
      screenPath: '/usuaris',
    });
  });

  it.each(['/perfil', '/perfil/'])('shows %s without a permission check', (pathname) => {
    expect(decideNavigation({ pathname, storedUser: customer, isPublic: false })).toEqual({ kind: 'allow' });
  });

  it('exempts only /perfil itself, not paths that merely start with it', () => {
    expect(decideNavigation({ pathname: '/perfil-extra', storedUser: customer, isPublic: false })).toEqual({
      kind: 'checkPermissions',
      screenPath: '/perfil-extra',
    });
  });

  it.each(['/recuperar-contrasenya', '/canviar-contrasenya', '/404', '/unknown'])(
    'lets a logged-in user see the public route %s',
    (pathname) => {
      expect(decideNavigation({ pathname, storedUser: customer, isPublic: true })).toEqual({ kind: 'allow' });
    },
  );
});

describe('decideAfterPermissionCheck', () => {
  const actions = [
    { idPermis: 1, endPoint: 'GET /usuaris', descripcio: 'List users' },
    { idPermis: 2, endPoint: 'POST /usuaris', descripcio: 'Create a user' },
  ];

  it('stores the returned list as the allowed actions', () => {
    expect(
      decideAfterPermissionCheck({ kind: 'answer', body: { dades: actions, error: false, missatge: null } }),
    ).toEqual({ kind: 'storeActions', actions });
  });

  it('hands on the menu the answer carries, so the layout follows a reorder or a revoked screen', () => {
    const menu = [{ name: 'params', icon: 'IconAdjustments', url: '/params', ordre: 1 }];
    expect(
      decideAfterPermissionCheck({
        kind: 'answer',
        body: { dades: actions, error: false, missatge: null, menu },
      }),
    ).toEqual({ kind: 'storeActions', actions, menu });
  });

  it.each([
    ['absent', { error: false }],
    ['null', { dades: null, error: false }],
    ['not a list', { dades: { content: [] }, error: false }],
  ])('stores an empty list when dades is %s', (_label, body) => {
    expect(decideAfterPermissionCheck({ kind: 'answer', body })).toEqual({
      kind: 'storeActions',
      actions: [],
    });
  });

  it('stores an empty list for an empty answer', () => {
    expect(decideAfterPermissionCheck({ kind: 'answer', body: undefined })).toEqual({
      kind: 'storeActions',
      actions: [],
    });
  });

  it('goes to /404 when the answer carries the error flag', () => {
    expect(
      decideAfterPermissionCheck({ kind: 'answer', body: { dades: actions, error: true, missatge: 'x' } }),
    ).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  it.each([400, 403, 404, 409, 500, 503])('goes to /404 on an error response %i', (status) => {
    expect(decideAfterPermissionCheck({ kind: 'failure', status })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('goes to /404 when the server cannot be reached', () => {
    expect(decideAfterPermissionCheck({ kind: 'unreachable' })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('ends the session on a 401 the client could not renew', () => {
    expect(decideAfterPermissionCheck({ kind: 'failure', status: 401 })).toEqual({ kind: 'clearAndLogin' });
  });
});

describe('helpers', () => {
  it('isLoggedIn needs a non-empty access token', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn({ accessToken: '', homePath: null })).toBe(false);
    expect(isLoggedIn({ accessToken: 'x', homePath: null })).toBe(true);
  });

  it('isLoginPath knows both addresses of the login screen', () => {
    expect(isLoginPath('/')).toBe(true);
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login?next=x')).toBe(true);
    expect(isLoginPath('/logins')).toBe(false);
    expect(isLoginPath('/products')).toBe(false);
  });

  it('homeDestination returns the home path or /404 with the message', () => {
    expect(homeDestination(customer)).toEqual({ kind: 'redirect', to: '/products' });
    expect(homeDestination(withoutHome)).toEqual({
      kind: 'redirect',
      to: '/404',
      message: 'errors.noHomePage',
    });
  });

  it('redirectTarget carries the message in the query', () => {
    expect(redirectTarget({ to: '/404', message: 'errors.noHomePage' })).toBe(
      '/404?missatge=errors.noHomePage',
    );
    expect(redirectTarget({ to: '/products' })).toBe('/products');
  });
});
