import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps every message. `down()` stops listening (connections are
 * refused) until `up()` listens again on the same port; `holdGreeting()` makes it slow: every new
 * connection waits for its greeting until the test lets it go;
 * `failNext` refuses that many messages, and `failOnceFor` the first one to that address,
 * with a temporary error (451), as a busy mailbox does; `rejectFor` refuses every message to
 * that address for good (550, no such mailbox). `connections` counts the connections opened.
 * It listens on `port` when given (the e2e fakes need a known one), else on any free port.
 */
export async function startFakeSmtp(options: { failNext?: number; failOnceFor?: string; rejectFor?: string; port?: number } = {}) {
  const state = { received: [] as ReceivedMail[], attempts: 0, failNext: options.failNext ?? 0, connections: 0 };
  let failOnceFor = options.failOnceFor?.toLowerCase();
  const rejectFor = options.rejectFor?.toLowerCase();
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;
  let greetingHeld: Promise<void> | undefined;

  const up = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping drops open connections at once (a pooled mailer keeps them), as a server that goes away does.
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        state.connections++;
        if (greetingHeld) void greetingHeld.then(() => callback());
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          state.attempts++;
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          if (rejectFor !== undefined && recipients.includes(rejectFor)) {
            return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
          }
          const busyFor = failOnceFor !== undefined && recipients.includes(failOnceFor);
          if (busyFor) failOnceFor = undefined;
          if (busyFor || state.failNext > 0) {
            if (!busyFor) state.failNext--;
            return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          }
          state.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    // A client that goes away mid-conversation (a worker process killed by a test) resets its
    // connection: a real mail server notes it and carries on, and so does this one (without a
    // listener the reset would be thrown into whatever test runs at that moment).
    server.on('error', () => {});
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  };
  const down = async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await up();
  return {
    state,
    /** New connections get no greeting (so no message gets through) until the returned function is called. */
    holdGreeting() {
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      greetingHeld = held;
      return () => {
        if (greetingHeld === held) greetingHeld = undefined;
        release();
      };
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    up,
    down,
    close: down,
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
