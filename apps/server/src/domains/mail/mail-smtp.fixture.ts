import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * A real SMTP server on a loopback port for tests (docs/mail.md, "Tests"): it answers like a mail server,
 * refuses the addresses in `refuse` with 550, and can hold the end of a message (`holdNext`) so that a test
 * kills the sender mid-send. A mail counts as arrived only once the server answered 250 to it.
 */
export interface TestSmtp {
  port: number;
  url: string;
  arrived: ParsedMail[];
  refuse: Set<string>;
  /** The next message's data is read, then held unanswered until `release` is called (with false: refused). */
  holdNext(): { reached: Promise<void>; release: (accept: boolean) => void };
  /** Resolves once `n` mails have arrived. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const arrived: ParsedMail[] = [];
  const refuse = new Set<string>();
  const waiters: { n: number; resolve: () => void }[] = [];
  let hold: { reach: () => void; wait: Promise<boolean> } | undefined;
  const settle = (): void => {
    for (const w of waiters.filter((x) => arrived.length >= x.n)) w.resolve();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const error = new Error('5.1.1 mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const held = hold;
        hold = undefined;
        const accept = async (): Promise<void> => {
          if (held) {
            held.reach();
            if (!(await held.wait)) {
              callback(new Error('4.0.0 not taken'));
              return;
            }
          }
          arrived.push(await simpleParser(Buffer.concat(chunks)));
          callback(null);
          settle();
        };
        void accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  server.on('error', () => undefined);
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    arrived,
    refuse,
    holdNext() {
      let reach = (): void => undefined;
      let release: (accept: boolean) => void = () => undefined;
      const reached = new Promise<void>((r) => {
        reach = r;
      });
      const wait = new Promise<boolean>((r) => {
        release = r;
      });
      hold = { reach, wait };
      return { reached, release };
    },
    waitFor(n) {
      return new Promise<void>((resolve) => {
        waiters.push({ n, resolve });
        settle();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
