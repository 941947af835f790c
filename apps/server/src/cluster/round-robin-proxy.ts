// The load balancer of `npm run start:cluster`: hands each request to the next instance in turn,
// adding the client's address to X-Forwarded-For (the instances trust it from this machine only,
// TRUST_PROXY=127.0.0.1). Responses stream through, so the synchronisation's Server-Sent Events
// work. An instance that refuses the connection (stopped, restarting) is skipped: the request
// never reached it, so sending it to the next one cannot do anything twice. Enough for a demo or a
// test of several instances; production puts a real load balancer in front (docs/operations.md).
import http from 'node:http';

export interface RoundRobinProxy {
  server: http.Server;
  close(): Promise<void>;
}

export function startRoundRobinProxy(
  targets: { host: string; port: number }[],
  listen: { host: string; port: number },
): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const attempt = (tries: number) => {
      const target = targets[next++ % targets.length]!;
      const upstream = http.request(
        {
          host: target.host,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
          // A connection of its own: a kept-alive one to an instance killed since fails with a
          // reset, not a refusal, and the request could not be handed to the next instance.
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tries < targets.length) return attempt(tries + 1);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('No portal instance answered.');
      });
      req.pipe(upstream);
    };
    attempt(1);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () =>
      resolve({
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
