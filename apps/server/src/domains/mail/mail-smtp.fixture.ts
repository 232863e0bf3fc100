import { createServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { smtpTransport, type MailSenderOptions } from './mail-sender.js';

/** The shop's address in the links of a test's mails. */
export const TEST_MAIL_BASE = 'https://shop.example';

/**
 * A test's mail sender: the test's database and clock, the SMTP server at `url` (a TestSmtp's, or an address
 * where none listens), operators' mails in English, three attempts; `extra` changes what a test is about.
 */
export function testMailSender(
  app: { db: Db; clock: Clock },
  url: string,
  extra: Partial<MailSenderOptions> = {},
): MailSenderOptions {
  return {
    db: app.db,
    transport: smtpTransport(url),
    from: 'E-mall <no-reply@shop.example>',
    opsTo: 'ops@shop.example',
    render: { baseUrl: TEST_MAIL_BASE, opsLang: 'en_US' },
    now: () => app.clock.now(),
    maxAttempts: 3,
    claimMs: 60_000,
    ...extra,
  };
}

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

/** A loopback SMTP server that answers every line a byte at a time (`stepMs` apart), never silent for long. */
export interface TrickleSmtp {
  url: string;
  /** Messages whose end the server received (and would have delivered). */
  completed: number;
  /** Resolves once a client dropped its connection. */
  hungUp: Promise<void>;
  close(): Promise<void>;
}

/**
 * The slow server a per-step timeout does not catch: each answer trickles in, so the socket is never idle, and the
 * whole conversation takes as long as the server likes. A mail counts as completed once its final `.` arrived.
 */
export async function startTrickleSmtp(stepMs: number): Promise<TrickleSmtp> {
  let hangUp = (): void => undefined;
  const hungUp = new Promise<void>((resolve) => {
    hangUp = resolve;
  });
  const state = { completed: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    const timers = new Set<NodeJS.Timeout>();
    let queue = Promise.resolve();
    const trickle = (line: string): void => {
      queue = queue.then(async () => {
        for (const byte of `${line}\r\n`) {
          if (socket.destroyed) return;
          socket.write(byte);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, stepMs);
            timers.add(timer);
          });
        }
      });
    };
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            state.completed += 1;
            trickle('250 2.0.0 queued');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') trickle('250 trickle.example');
        else if (verb === 'DATA') {
          inData = true;
          trickle('354 go ahead');
        } else if (verb === 'QUIT') trickle('221 bye');
        else trickle('250 2.0.0 ok');
      }
    });
    socket.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      sockets.delete(socket);
      hangUp();
    });
    socket.on('error', () => undefined);
    trickle('220 trickle.example ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get completed() {
      return state.completed;
    },
    hungUp,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
