import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';
import { parseSmtpUrl, type MailConfig } from '../config.ts';

/** A message as the test mail server received it. */
export interface ReceivedMail {
  /** The envelope: who the client said the message is from and to. */
  mailFrom: string;
  rcptTo: string[];
  /** Header names lower-cased; folded lines unfolded. */
  headers: Record<string, string>;
  /** The text body, with quoted-printable decoded. */
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Logins the server saw, to check the credentials the client sent. */
  logins: { username: string | undefined; password: string | undefined }[];
  /**
   * Decides each incoming message: undefined accepts it, an error text refuses it with that code
   * (4xx: try again later, 5xx: give up).
   */
  refuse: (() => { code: number; text: string } | undefined) | undefined;
  /** How long the server waits before answering a message. */
  delayMs: number;
  /** How many messages were refused. */
  refused: number;
  close: () => Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Splits a raw RFC 5322 message into its headers and its (single-part, text) body. */
export const parseMail = (raw: string): Pick<ReceivedMail, 'headers' | 'text'> => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4);
  if (headers['content-transfer-encoding']?.toLowerCase() === 'quoted-printable') text = decodeQuotedPrintable(text);
  else if (headers['content-transfer-encoding']?.toLowerCase() === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
};

/** An SMTP server on a free port of 127.0.0.1, without TLS, that keeps what it receives. */
export const startTestSmtpServer = async (options: { password?: string; authFailureText?: string } = {}): Promise<TestSmtpServer> => {
  const state: TestSmtpServer = {
    port: 0,
    received: [],
    logins: [],
    refuse: undefined,
    refused: 0,
    delayMs: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    // A plain-text server: nodemailer would otherwise upgrade to TLS with smtp-server's test certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: options.password === undefined,
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      state.logins.push({ username: auth.username, password: auth.password ?? undefined });
      if (options.authFailureText !== undefined || auth.password !== options.password) {
        callback(Object.assign(new Error(options.authFailureText ?? 'Invalid username or password'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        const refusal = state.refuse?.();
        if (refusal) {
          state.refused += 1;
          callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          ...parseMail(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
};

/** Mail settings that send through `smtp`; the tests run the outbox's passes themselves. */
export const mailThrough = (smtp: Pick<TestSmtpServer, 'port'>): MailConfig => ({
  smtp: parseSmtpUrl(`smtp://127.0.0.1:${smtp.port}`),
  from: 'Chairside <no-reply@chairside.test>',
  pollSeconds: 3600,
  retrySeconds: 30,
  maxRetrySeconds: 3600,
});
