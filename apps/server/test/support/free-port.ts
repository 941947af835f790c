// A port for a server a test starts as a process of its own, which must be known before that
// process listens (it goes in its environment). Drawn below Linux's ephemeral range (32768-60999),
// where every outgoing connection and every server on port 0 (the test SMTP servers) takes its
// port, and checked free by binding it: a fixed guess inside that range collided now and then.
import net from 'node:net';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}
