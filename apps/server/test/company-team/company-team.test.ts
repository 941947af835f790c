// The team screen's API (DESIGN §13) through the real server: who may manage a team (the company
// administrator, of their own company only: another company's login, a staff login and an unknown
// one all answer the same 404), invitations whose links are single use, expire, are stored hashed
// and work for an address without a login, role and limit changes, disabling (the sessions end at
// once), and every step in the change log.
import { createHash } from 'node:crypto';
import type { Team, TeamChange, TeamInvitation, TeamMember } from '@portal/domain/company-team';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, pedidos, registreCanvis, teamInvitations } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { asUser, companyTeam } from '../support/company-team-support.ts';
import { mailsTo } from '../support/service-requests-support.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

type Envelope<T> = { dades: T; error: boolean; missatge: string | null };

const invitation = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  idioma: 'es',
  rol: 'comprador',
  aprova: false,
  limitPedido: 500,
  limitMensual: 3000,
  ...extra,
});

describe.each(databaseKinds())('company team on %s', (kind) => {
  let ctx: TestContext;
  let a: Awaited<ReturnType<typeof companyTeam>>;
  let b: Awaited<ReturnType<typeof companyTeam>>;
  const db = () => ctx.testDb.database.db;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    asUser(ctx, token, method, url, payload);
  const publicCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  /** The link of the newest invitation mailed to an address. */
  async function mailedToken(email: string) {
    const mails = await mailsTo(ctx, email);
    const last = mails.at(-1)!;
    expect(last.kind).toBe('team.invitation');
    return /invitacio\?token=([A-Za-z0-9_-]+)/.exec(last.bodyText)![1]!;
  }

  async function invite(email: string, extra: Record<string, unknown> = {}) {
    const response = await call(a.admin.token, 'POST', '/equip/invitacions', invitation(email, extra));
    expect(response.statusCode, response.body).toBe(201);
    return json<Envelope<TeamInvitation>>(response).dades;
  }

  const accept = (token: string, extra: Record<string, unknown> = {}) =>
    publicCall('POST', '/equip/invitacio/acceptar', {
      token,
      nomContacte: 'Laia Ferrer',
      password: 'una-contrasenya-llarga',
      confirmPassword: 'una-contrasenya-llarga',
      ...extra,
    });

  function expectSameNotFound(response: LightMyRequestResponse, unknown: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(404);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(json(response).missatge).toBe(json(unknown).missatge);
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({
      codigo: 'TEAM-MIG',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '150.00' }],
    });
    [a, b] = await Promise.all([companyTeam(ctx), companyTeam(ctx)]);
  }, 120_000);
  afterAll(() => ctx?.close());

  it('should let only the company administrator manage the team', async () => {
    for (const member of [a.buyer, a.approver, a.viewer]) {
      expect((await call(member.token, 'GET', '/equip')).statusCode).toBe(403);
      expect(
        (await call(member.token, 'POST', '/equip/invitacions', invitation('x@t.example'))).statusCode,
      ).toBe(403);
      const change = await call(member.token, 'PUT', `/equip/membres/${a.viewer.user.idUsuari}`, {
        rol: 'administrador',
        actiu: true,
      });
      expect(change.statusCode).toBe(403);
    }
    // Staff hold no company: even granted nothing of it, they have no team to manage.
    const staff = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    expect((await call(staff.token, 'GET', '/equip')).statusCode).toBe(403);
  });

  it('should list the own company’s logins with role, limits and last log-in, and nobody else', async () => {
    const response = await call(a.admin.token, 'GET', '/equip');
    expect(response.statusCode, response.body).toBe(200);
    const team = json<Envelope<Team>>(response).dades;
    const byId = new Map(team.membres.map((member) => [member.idUsuari, member]));
    expect([...byId.keys()].sort()).toEqual(
      [a.admin, a.buyer, a.approver, a.viewer].map((m) => m.user.idUsuari).sort(),
    );
    expect(byId.get(a.admin.user.idUsuari)).toMatchObject({ rol: 'administrador', jo: true, actiu: true });
    expect(byId.get(a.buyer.user.idUsuari)).toMatchObject({ rol: 'comprador', aprova: false, jo: false });
    expect(byId.get(a.approver.user.idUsuari)).toMatchObject({ rol: 'aprovador', aprova: true });
    expect(byId.get(a.viewer.user.idUsuari)).toMatchObject({ rol: 'consulta', limitPedido: null });
    expect(byId.get(a.viewer.user.idUsuari)!.darrerAcces).not.toBeNull();
  });

  it('should answer another company’s login and a staff login as an unknown one: 404, nothing changed', async () => {
    const staff = await ctx.factories.user({ role: 'ADMINISTRADOR', codigoCliente: null });
    const body = { rol: 'consulta', aprova: false, limitPedido: null, limitMensual: null, actiu: false };
    const unknown = await call(a.admin.token, 'PUT', '/equip/membres/2147483647', body);
    for (const target of [b.buyer.user.idUsuari, b.admin.user.idUsuari, staff.idUsuari]) {
      expectSameNotFound(await call(a.admin.token, 'PUT', `/equip/membres/${target}`, body), unknown);
    }
    // B's buyer still buys, and B's invitations are out of A's reach too.
    expect((await call(b.buyer.token, 'GET', '/carrito')).statusCode).toBe(200);
    const theirs = await call(b.admin.token, 'POST', '/equip/invitacions', invitation('b-only@t.example'));
    const id = json<Envelope<TeamInvitation>>(theirs).dades.id;
    expectSameNotFound(
      await call(a.admin.token, 'POST', `/equip/invitacions/${id}/reenviar`),
      await call(a.admin.token, 'POST', '/equip/invitacions/2147483647/reenviar'),
    );
    expectSameNotFound(
      await call(a.admin.token, 'DELETE', `/equip/invitacions/${id}`),
      await call(a.admin.token, 'DELETE', '/equip/invitacions/2147483647'),
    );
    const listed = json<Envelope<Team>>(await call(a.admin.token, 'GET', '/equip')).dades;
    expect(listed.invitacions.map((row) => row.email)).not.toContain('b-only@t.example');
    const [row] = await db().select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('should invite an address without a login by a mail in the invitee’s language, with a link stored hashed and used once', async () => {
    const email = 'laia.ferrer@t.example';
    const sent = await invite(email);
    expect(sent).toMatchObject({
      email,
      rol: 'comprador',
      limitPedido: 500,
      limitMensual: 3000,
      estat: 'pending',
    });
    const [mail] = await mailsTo(ctx, email);
    expect(mail).toMatchObject({ language: 'es', kind: 'team.invitation' });
    expect(mail!.subject).toContain('Invitación');
    const token = await mailedToken(email);
    const [row] = await db().select().from(teamInvitations).where(eq(teamInvitations.email, email));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(7 * 24 * 3600 * 1000);

    const state = await publicCall('GET', `/equip/invitacio/${token}`);
    expect(json(state)).toEqual({ estat: 'valid', email, razonSocial: a.customer.razonSocial });
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Used once: the link is spent, whatever is sent with it.
    const again = await accept(token, { nomContacte: 'Someone Else' });
    expect(again.statusCode).toBe(400);
    expect(json(again).missatge).toBe('accounts.linkUsed');
    expect(json(await publicCall('GET', `/equip/invitacio/${token}`))).toMatchObject({
      estat: 'used',
      email: null,
    });

    // The new login buys for the company, with the invitation's role and limits.
    const session = await ctx.factories.login({ username: email, password: 'una-contrasenya-llarga' });
    expect((await call(session.access_token, 'GET', '/carrito')).statusCode).toBe(200);
    const team = json<Envelope<Team>>(await call(a.admin.token, 'GET', '/equip')).dades;
    expect(team.membres.find((m) => m.email === email)).toMatchObject({
      nomContacte: 'Laia Ferrer',
      idioma: 'es',
      rol: 'comprador',
      limitPedido: 500,
      limitMensual: 3000,
    });
    expect(team.invitacions.map((row) => row.email)).not.toContain(email);
  });

  it('should refuse an expired link, a withdrawn one and one replaced by sending again', async () => {
    const expired = await invite('expired@t.example');
    const expiredToken = await mailedToken('expired@t.example');
    await db()
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, expired.id));
    expect(json(await publicCall('GET', `/equip/invitacio/${expiredToken}`))).toMatchObject({
      estat: 'expired',
    });
    const late = await accept(expiredToken);
    expect(late.statusCode).toBe(400);
    expect(json(late).missatge).toBe('accounts.linkExpired');
    const listed = json<Envelope<Team>>(await call(a.admin.token, 'GET', '/equip')).dades.invitacions;
    expect(listed.find((row) => row.id === expired.id)?.estat).toBe('expired');

    // Sending again gives a new link, valid again; the old one is dead.
    const resent = await call(a.admin.token, 'POST', `/equip/invitacions/${expired.id}/reenviar`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(json<Envelope<TeamInvitation>>(resent).dades.estat).toBe('pending');
    const renewed = await mailedToken('expired@t.example');
    expect(renewed).not.toBe(expiredToken);
    expect(json(await publicCall('GET', `/equip/invitacio/${expiredToken}`))).toMatchObject({
      estat: 'unknown',
    });
    expect(json(await publicCall('GET', `/equip/invitacio/${renewed}`))).toMatchObject({ estat: 'valid' });

    const withdrawn = await call(a.admin.token, 'DELETE', `/equip/invitacions/${expired.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const refused = await accept(renewed);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).missatge).toBe('team.invitationRevoked');
    expect((await call(a.admin.token, 'DELETE', `/equip/invitacions/${expired.id}`)).statusCode).toBe(409);
  });

  it('should refuse inviting an address that has a login, and bad limits, with nothing written', async () => {
    const before = (await db().select().from(teamInvitations)).length;
    const taken = await call(a.admin.token, 'POST', '/equip/invitacions', invitation(b.buyer.user.email));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).missatge).toBe('team.addressTaken');
    for (const limitPedido of [0, -5, 12.345, 'many']) {
      const bad = await call(
        a.admin.token,
        'POST',
        '/equip/invitacions',
        invitation('new@t.example', { limitPedido }),
      );
      expect(bad.statusCode, String(limitPedido)).toBe(400);
    }
    expect((await db().select().from(teamInvitations)).length).toBe(before);
    expect(await mailsTo(ctx, 'new@t.example')).toEqual([]);
  });

  it('should change a login’s role and limits: a buyer made viewer orders no more', async () => {
    const buyer = await a.member('CLIENT');
    const changed = await call(a.admin.token, 'PUT', `/equip/membres/${buyer.user.idUsuari}`, {
      rol: 'comprador',
      aprova: true,
      limitPedido: 250.5,
      limitMensual: null,
      actiu: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Envelope<TeamMember>>(changed).dades).toMatchObject({
      rol: 'comprador',
      aprova: true,
      limitPedido: 250.5,
      limitMensual: null,
    });
    expect((await call(buyer.token, 'GET', '/carrito')).statusCode).toBe(200);
    await call(a.admin.token, 'PUT', `/equip/membres/${buyer.user.idUsuari}`, {
      rol: 'consulta',
      actiu: true,
    });
    expect((await call(buyer.token, 'GET', '/carrito')).statusCode).toBe(403);
    expect((await call(buyer.token, 'GET', '/productos/search?queryString=TEAM')).statusCode).toBe(200);
  });

  it('should narrow the delivery addresses a buyer may send orders to, and refuse any other with nothing written', async () => {
    const [second] = await db()
      .insert(clienteContactos)
      .values({
        codigoCliente: a.customer.codigo,
        nombreContacto: 'Magatzem nord',
        direccion: 'Carrer del Ferro 3',
        codigoPostal: '08400',
        poblacion: 'Granollers',
        pais: 'ES',
      })
      .returning();
    const buyer = await a.member('CLIENT');
    const memberUrl = `/equip/membres/${buyer.user.idUsuari}`;
    const buyerRole = { rol: 'comprador', actiu: true };
    const listed = async () =>
      json<{ id: number }[]>(await call(buyer.token, 'GET', '/cliente/contactos')).map((row) => row.id);
    const place = (idContacto: number) =>
      call(buyer.token, 'POST', '/pedidos/add', {
        lineasPedido: [{ codigo: 'TEAM-MIG', Cantidad: 1 }],
        idContacto,
        acceptedConditions: true,
      });
    const ordersOfBuyer = async () =>
      (await db().select().from(pedidos).where(eq(pedidos.idUsuari, buyer.user.idUsuari))).length;

    // By default every address of the company, and the team screen names them all.
    const team = json<Envelope<Team>>(await call(a.admin.token, 'GET', '/equip')).dades;
    expect(team.adreces.map((row) => row.id).sort()).toEqual([a.contact.id, second!.id].sort());
    expect(team.membres.find((m) => m.idUsuari === buyer.user.idUsuari)!.adreces).toBeNull();
    expect((await listed()).sort()).toEqual([a.contact.id, second!.id].sort());

    const narrowed = await call(a.admin.token, 'PUT', memberUrl, { ...buyerRole, adreces: [second!.id] });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(json<Envelope<TeamMember>>(narrowed).dades.adreces).toEqual([second!.id]);
    expect(await listed()).toEqual([second!.id]);

    const refused = await place(a.contact.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json(refused).error_description).toBe(
      'Your company does not let you send orders to this delivery address: choose another.',
    );
    expect(await ordersOfBuyer()).toBe(0);
    const allowed = await place(second!.id);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(await ordersOfBuyer()).toBe(1);

    // A narrowed buyer adds no address of their own to get round it.
    const added = await call(buyer.token, 'POST', '/cliente/contactos/add/contacto?pais=ES', {
      nombreContacto: 'Obra nova',
      direccion: 'Carrer Nou 1',
      codigoPostal: '08001',
      poblacion: 'Barcelona',
    });
    expect(added.statusCode, added.body).toBe(422);
    expect(json(added).missatge).toBe('contacts.narrowed');

    // Another company's address, none at all, or nonsense: refused, the choice as it was.
    const foreign = await call(a.admin.token, 'PUT', memberUrl, { ...buyerRole, adreces: [b.contact.id] });
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(json(foreign).missatge).toBe('team.addressUnknown');
    for (const adreces of [[], ['1'], [2 ** 31], 'all']) {
      const bad = await call(a.admin.token, 'PUT', memberUrl, { ...buyerRole, adreces });
      expect(bad.statusCode, `${JSON.stringify(adreces)} ${bad.body}`).toBe(400);
    }
    // A change that leaves the addresses out keeps them.
    const limitOnly = await call(a.admin.token, 'PUT', memberUrl, { ...buyerRole, limitPedido: 900 });
    expect(json<Envelope<TeamMember>>(limitOnly).dades.adreces).toEqual([second!.id]);
    expect(await listed()).toEqual([second!.id]);

    // Every address again, those the company adds later included.
    const widened = await call(a.admin.token, 'PUT', memberUrl, { ...buyerRole, adreces: null });
    expect(json<Envelope<TeamMember>>(widened).dades.adreces).toBeNull();
    expect((await listed()).sort()).toEqual([a.contact.id, second!.id].sort());

    const logged = await db()
      .select()
      .from(registreCanvis)
      .where(
        and(eq(registreCanvis.taula, 'usuaris'), eq(registreCanvis.idRegistre, String(buyer.user.idUsuari))),
      )
      .orderBy(registreCanvis.id);
    const addressChanges = logged
      .map((row) => (row.detall as { adreces?: { from: unknown; to: unknown } }).adreces)
      .filter(Boolean);
    expect(addressChanges).toEqual([
      { from: null, to: [second!.id] },
      { from: [second!.id], to: null },
    ]);
  });

  it('should end a disabled login’s sessions at once, and not let the administrator lock themself out', async () => {
    const buyer = await a.member('CLIENT');
    expect((await call(buyer.token, 'GET', '/carrito')).statusCode).toBe(200);
    const off = await call(a.admin.token, 'PUT', `/equip/membres/${buyer.user.idUsuari}`, {
      rol: 'comprador',
      actiu: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    // The access token in hand is refused at its next request, and the refresh token is dead.
    expect((await call(buyer.token, 'GET', '/carrito')).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(buyer.refreshToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refresh.statusCode).toBe(400);
    await expect(ctx.factories.login(buyer.user)).rejects.toThrow();

    const self = await call(a.admin.token, 'PUT', `/equip/membres/${a.admin.user.idUsuari}`, {
      rol: 'comprador',
      actiu: true,
    });
    expect(self.statusCode).toBe(422);
    expect(json(self).missatge).toBe('team.cannotChangeSelf');
    // Their own limits are theirs to set.
    const limits = await call(a.admin.token, 'PUT', `/equip/membres/${a.admin.user.idUsuari}`, {
      rol: 'administrador',
      limitPedido: 1000,
      actiu: true,
    });
    expect(limits.statusCode, limits.body).toBe(200);
  });

  it('should write every team change to the change log, and show a company only its own', async () => {
    const entries = await db()
      .select()
      .from(registreCanvis)
      .where(eq(registreCanvis.taula, 'team_invitations'));
    expect(entries.some((row) => (row.detall as { accio?: string }).accio === 'revoked')).toBe(true);
    const ownLog = json<Envelope<TeamChange[]>>(await call(a.admin.token, 'GET', '/equip/registre')).dades;
    const actions = new Set(ownLog.map((row) => row.accio));
    for (const accio of ['invited', 'resent', 'revoked', 'accepted', 'changed'])
      expect(actions).toContain(accio);
    const disabled = ownLog.find(
      (row) => row.accio === 'changed' && (row.detall as { actiu?: unknown }).actiu,
    );
    expect(disabled).toMatchObject({ detall: { actiu: { from: true, to: false } } });
    expect(disabled!.autor).not.toBeNull();
    const theirLog = json<Envelope<TeamChange[]>>(await call(b.admin.token, 'GET', '/equip/registre')).dades;
    expect(theirLog.map((row) => row.objecte)).toEqual(['b-only@t.example']);
  });
});
