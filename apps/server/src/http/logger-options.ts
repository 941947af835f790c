// How the process logs. In demo mode (a newcomer's `npm start`, well-known passwords, a terminal)
// a short readable line per entry; otherwise one JSON object per line, for the log collector.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** `destination`: where the readable lines go (standard output unless a test catches them). */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'demoMode'>,
  destination: NodeJS.WritableStream | number = 1,
): Promise<FastifyServerOptions['logger']> {
  if (!config.demoMode) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      // "request completed GET /api/v1/carrito 200 (3 ms)"; other fields stay on the line as JSON.
      messageFormat: (log, messageKey) => {
        const { req, res, responseTime } = log as {
          req?: { method?: string; url?: string };
          res?: { statusCode?: number };
          responseTime?: number;
        };
        return [
          String(log[messageKey] ?? ''),
          req && `${req.method} ${req.url}`,
          res && String(res.statusCode),
          responseTime !== undefined && `(${Math.round(responseTime)} ms)`,
        ]
          .filter(Boolean)
          .join(' ');
      },
      // Written as it happens: a crash's last lines are not left in a buffer.
      sync: true,
      destination,
    }),
  };
}
