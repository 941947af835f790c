// A real SMTP server for tests (DESIGN §9: never a mocked transport): `smtp-server` on a port of
// its own, every mail it takes parsed with `mailparser` into `received`. It can refuse recipients
// (to show a permanent or a temporary refusal), stop (the port closed: connection refused) and
// start again on the same port, as a mail server that went away and came back.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO of the envelope. */
  to: string[];
  from: string | null;
  messageId: string;
  mail: ParsedMail;
}

export interface TestSmtpOptions {
  /** An answer for RCPT TO: `{ code: 550, message }` refuses that recipient. */
  refuse?: (address: string) => { code: number; message: string } | null;
  /** Milliseconds to wait before taking each mail (a slow server). */
  delayMs?: number;
}

export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private portNumber = 0;

  private constructor(private readonly options: TestSmtpOptions) {}

  /** A server listening on a free port of 127.0.0.1. */
  static async start(options: TestSmtpOptions = {}): Promise<TestSmtp> {
    const smtp = new TestSmtp(options);
    await smtp.listen(0);
    return smtp;
  }

  get port(): number {
    return this.portNumber;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.portNumber}`;
  }

  /** Mails that arrived with this Message-ID (a mail sent twice shows twice here). */
  withMessageId(messageId: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.messageId === messageId);
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Closes the port: senders get "connection refused" until `resume()`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  async resume(): Promise<void> {
    await this.listen(this.portNumber);
  }

  private async listen(port: number): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      secure: false,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        const refusal = this.options.refuse?.(address.address);
        if (!refusal) return callback();
        const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (async () => {
            if (this.options.delayMs)
              await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
            const mail = await simpleParser(Buffer.concat(chunks));
            this.received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              messageId: mail.messageId ?? '',
              mail,
            });
            callback();
          })().catch((error: unknown) => callback(error as Error));
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.portNumber = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
}
