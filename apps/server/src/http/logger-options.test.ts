import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

describe('the process log', () => {
  it('is JSON outside demo mode, for a log collector', async () => {
    expect(await loggerOptions({ demoMode: false, logLevel: 'info' })).toEqual({ level: 'info' });
  });

  it('is one readable line per entry in demo mode', async () => {
    const written: string[] = [];
    const caught = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const options = await loggerOptions({ demoMode: true, logLevel: 'info' }, caught);
    const app = Fastify({ logger: options });
    app.get('/x', async () => 'ok');
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: incoming request GET \/x$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed 200 \(\d+ ms\)$/);
  });
});
