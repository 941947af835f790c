import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, listeningOn, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to the embedded database in demo mode on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoMode).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.erp).toBeUndefined();
  });

  it('listens on this machine only in demo mode, on every interface otherwise, and as HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', DEMO_MODE: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(listeningOn('127.0.0.1', 3000)).toContain('HOST=0.0.0.0');
    expect(listeningOn('0.0.0.0', 3000)).toBe('Listening on 0.0.0.0:3000.');
  });

  it('sends mail from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://comandes.example.com' }).mailFrom).toBe(
      'Portal <no-reply@comandes.example.com>',
    );
    const custom = 'Comandes <comandes@example.com>';
    expect(loadConfig({ MAIL_FROM: custom, SMTP_URL: 'smtp://mail.example.com:587' })).toMatchObject({
      mailFrom: custom,
      smtpUrl: 'smtp://mail.example.com:587',
    });
  });

  it('keeps settled mail 90 days unless MAIL_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).mailRetentionDays).toBe(90);
    expect(loadConfig({ MAIL_RETENTION_DAYS: '30' }).mailRetentionDays).toBe(30);
  });

  it('allows 30 log-in attempts per address in 5 minutes unless LOGIN_ATTEMPTS_PER_IP says otherwise', () => {
    expect(loadConfig({}).loginAttemptsPerIp).toBe(30);
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_IP: '500' }).loginAttemptsPerIp).toBe(500);
    expect(() => loadConfig({ LOGIN_ATTEMPTS_PER_IP: '0' })).toThrow(ConfigError);
  });

  it('trusts no proxy unless TRUST_PROXY names them: true, or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('turns demo mode off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('runs one process unless WORKERS asks for a node:cluster primary, which PGlite refuses beyond one', () => {
    expect(loadConfig({}).workers).toBeUndefined();
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    const postgres = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig({ ...postgres, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...postgres, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS: 2 processes need PostgreSQL \(DATABASE_URL\); the embedded PGlite database is one process/,
    );
  });

  it('drains 5 s on SIGTERM unless DRAIN_SECONDS says otherwise', () => {
    expect(loadConfig({}).drainSeconds).toBe(5);
    expect(loadConfig({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET'],
    [{ ERP_BASE_URL: 'http://erp.example' }, 'ERP_USERNAME'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_RETENTION_DAYS: '0' }, 'MAIL_RETENTION_DAYS'],
    [{ TRUST_PROXY: 'yes-please' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.300' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ WORKERS: 'many' }, 'WORKERS'],
    [{ WORKERS: '0' }, 'WORKERS'],
    [{ DRAIN_SECONDS: '-1' }, 'DRAIN_SECONDS'],
    [{ ERP_SANDBOX_PORT: '0' }, 'ERP_SANDBOX_PORT'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
