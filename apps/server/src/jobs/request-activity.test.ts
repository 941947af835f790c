import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestActivity } from './request-activity.ts';

describe('RequestActivity', () => {
  it("counts people's requests, not the synchronisation screen's or the probes'", async () => {
    const app = Fastify();
    const activity = new RequestActivity();
    activity.listen(app);
    app.get('/*', async () => 'ok');
    await app.ready();
    const before = activity.arrived;
    for (const url of [
      '/api/v1/productos/search',
      '/login',
      '/api/v1/sincronitzacio/progres',
      '/health',
      '/ready',
    ])
      await app.inject({ url });
    expect(activity.arrived - before).toBe(2);
    await app.close();
  });
});
