// The load balancer of `npm run start:cluster`: hands each request to the next instance in turn,
// adding the client's address to X-Forwarded-For (the instances trust it from this machine only,
// TRUST_PROXY=127.0.0.1). Responses stream through, so the synchronisation's Server-Sent Events
// work. An instance that refuses the connection (stopped, restarting) is skipped: the request
// never reached it, so sending it to the next one cannot do anything twice. So is one that resets
// it before answering (killed as the request arrived) when the request is safe (GET, HEAD,
// OPTIONS): another of its kind changes nothing either way. Enough for a demo or a
// test of several instances; production puts a real load balancer in front (docs/operations.md).
import http from 'node:http';

export interface RoundRobinProxy {
  server: http.Server;
  close(): Promise<void>;
}

/** Methods that change nothing (RFC 9110 §9.2.1): sent again to another instance after a reset. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function startRoundRobinProxy(
  targets: { host: string; port: number }[],
  listen: { host: string; port: number },
): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const safe = SAFE_METHODS.has(req.method ?? '');
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    // The body as received so far: a request handed on to the next instance is sent whole (it
    // was already piped, and so consumed, into the connection that failed).
    const received: Buffer[] = [];
    req.on('data', (chunk: Buffer) => received.push(chunk));
    let failed: http.ClientRequest | undefined;
    const attempt = (tries: number) => {
      if (failed) req.unpipe(failed);
      const target = targets[next++ % targets.length]!;
      const upstream = http.request(
        {
          host: target.host,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
          // A connection of its own: a kept-alive one to an instance killed since fails with a
          // reset, not a refusal, and an unsafe request could not be handed to the next instance.
          agent: false,
        },
        (answer) => {
          answered = true;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      let answered = false;
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        const handOn = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && safe && !answered);
        if (handOn && tries < targets.length) {
          failed = upstream;
          return attempt(tries + 1);
        }
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`No portal instance answered (${error.code ?? error.message}).`);
      });
      for (const chunk of received) upstream.write(chunk);
      if (req.readableEnded) upstream.end();
      else req.pipe(upstream);
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
