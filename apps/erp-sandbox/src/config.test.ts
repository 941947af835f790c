import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_SWITCHES } from './switches.ts';

describe('loadConfig', () => {
  it('has working defaults: port 4100 on 127.0.0.1, ./data/erp-sandbox, portal / sandbox-secret, no reset', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4100);
    expect(config.host).toBe('127.0.0.1');
    expect(config.options).toMatchObject({
      dataDir: path.resolve('./data/erp-sandbox'),
      username: 'portal',
      password: 'sandbox-secret',
      allowReset: false,
      switches: {},
    });
  });

  it('reads credentials, reset and every switch from the environment', () => {
    const config = loadConfig({
      ERP_SANDBOX_PORT: '4200',
      ERP_SANDBOX_USERNAME: 'u',
      ERP_SANDBOX_PASSWORD: 'p',
      ERP_SANDBOX_ALLOW_RESET: 'true',
      ERP_SANDBOX_LATENCY_MS: '250',
      ERP_SANDBOX_ERROR_RATE: '0.25',
      ERP_SANDBOX_ERROR_STATUS: '502',
      ERP_SANDBOX_LOST_REPLY_RATE: '0.1',
      ERP_SANDBOX_MALFORMED_RATE: '0.5',
      ERP_SANDBOX_DOWN: 'true',
      ERP_SANDBOX_DOWN_MODE: 'reset',
      ERP_SANDBOX_TOKEN_TTL_SECONDS: '5',
      ERP_SANDBOX_REJECT_ABOVE_TOTAL: '1000',
      ERP_SANDBOX_PREPARE_AFTER_SECONDS: 'never',
      ERP_SANDBOX_SHIP_AFTER_SECONDS: '60',
    });
    expect(config.port).toBe(4200);
    expect(config.options).toMatchObject({ username: 'u', password: 'p', allowReset: true });
    expect(config.options.switches).toEqual({
      latencyMs: 250,
      errorRate: 0.25,
      errorStatus: 502,
      lostReplyRate: 0.1,
      malformedRate: 0.5,
      down: true,
      downMode: 'reset',
      tokenTtlSeconds: 5,
      rejectAboveTotal: 1000,
      prepareAfterSeconds: null,
      shipAfterSeconds: 60,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ERP_SANDBOX_PORT: '', ERP_SANDBOX_ERROR_RATE: '' }).port).toBe(4100);
  });

  it('stops with a message naming the variable for a bad value', () => {
    expect(() => loadConfig({ ERP_SANDBOX_ERROR_RATE: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ERP_SANDBOX_ERROR_RATE: '2' })).toThrow(/ERP_SANDBOX_ERROR_RATE/);
    expect(() => loadConfig({ ERP_SANDBOX_PORT: 'http' })).toThrow(/ERP_SANDBOX_PORT/);
    expect(() => loadConfig({ ERP_SANDBOX_DOWN_MODE: 'explode' })).toThrow(/ERP_SANDBOX_DOWN_MODE/);
  });

  it('keeps the default token lifetime short, so every run renews tokens', () => {
    expect(DEFAULT_SWITCHES.tokenTtlSeconds).toBeLessThanOrEqual(600);
  });
});
