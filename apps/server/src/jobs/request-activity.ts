// How busy people keep this instance, for the background work that should make way for them.
//
// A full synchronisation competes with buyers for the same cores: left alone, it would make a
// cached search several times slower while it runs (bench/sync). The
// run reads this count before and after each page and, when requests came in meanwhile, pauses as
// long as the page took (sync-runner.ts): busy, it takes at most half of what it would; quiet
// (the night's run, the first start), it runs at full speed.
import type { FastifyInstance } from 'fastify';

/** Requests of the synchronisation's own screen (its live progress included) and of probes do not count. */
const IGNORED = ['/api/v1/sincronitzacio', '/health', '/ready'];

export class RequestActivity {
  private arrivedCount = 0;

  /** The requests people have made of this instance so far: a mark to compare with later. */
  get arrived(): number {
    return this.arrivedCount;
  }

  /** Counts every request `app` receives from now on, but those of `IGNORED`. */
  listen(app: FastifyInstance): void {
    app.addHook('onRequest', (request, _reply, done) => {
      if (!IGNORED.some((prefix) => request.url.startsWith(prefix))) this.arrivedCount++;
      done();
    });
  }
}
