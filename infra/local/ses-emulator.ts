/**
 * SES v2 on this machine: aws-ses-v2-local, started in-process as its README describes. It answers
 * SendEmail like SES and shows every email it took in a web viewer at its root URL.
 *
 * Its GetAccount answers only from one JSON environment variable, fixed at start, so this wrapper
 * answers GetAccount itself: the daily quota it was given, SES's starting send rate, and the emails
 * it took in the last 24 hours, as SES counts them. The update sender reads it before each page.
 *
 * With a send rate (D1_EMAIL_SEND_RATE, off by default) it refuses SendEmail past that many a second as
 * SES v2 does: status 429, TooManyRequestsException, 'Maximum sending rate exceeded.'. The launch-surge
 * run uses it to see a refused email stay in the outbox and go out on a later try.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import sesLocal from 'aws-ses-v2-local';
import type { LocalServer } from './http-io';
import { type RateWindow, rateSetting, rateWindow } from './rate-window';

type StartServer = typeof sesLocal;
// A CommonJS module: under Node's ESM loader its default import is `module.exports`, holding `default`.
const startServer: StartServer =
  typeof sesLocal === 'function' ? sesLocal : (sesLocal as unknown as { default: StartServer }).default;

/** SES's daily quota when production access is granted: the local stack's unless D1_EMAIL_DAILY_QUOTA says otherwise. */
const STARTING_DAILY_QUOTA = 50_000;
/** SES's send rate when production access is granted. */
const STARTING_SEND_RATE = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Not SES's: how many emails the send rate refused so far (`{ refused }`), for the launch-surge figures. */
export const THROTTLED_PATH = '/_local/throttled';

export interface SesEmulatorOptions {
  port: number;
  host: string;
  /** Max24HourSend in GetAccount's answer (a test of the update sender's pause sets a small one). */
  dailyQuota?: number;
  /** Emails a second past which SendEmail is refused; else D1_EMAIL_SEND_RATE, else no limit. */
  sendRate?: number;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Puts GetAccount and the count of emails taken in front of the emulator's own request handling. */
function answerGetAccount(server: Server, dailyQuota: number, sendRate: RateWindow | null): void {
  const emulator = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const sentAt: number[] = [];
  let refused = 0;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url?.split('?')[0];
    if (request.method === 'GET' && path === THROTTLED_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ refused }));
      return;
    }
    if (request.method === 'GET' && path === '/v2/email/account') {
      const since = Date.now() - DAY_MS;
      const SendQuota = {
        Max24HourSend: dailyQuota,
        MaxSendRate: STARTING_SEND_RATE,
        SentLast24Hours: sentAt.filter((at) => at > since).length,
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ SendQuota, SendingEnabled: true, ProductionAccessEnabled: true }));
      return;
    }
    if (request.method === 'POST' && path === '/v2/email/outbound-emails') {
      if (sendRate && !sendRate.take()) {
        refused += 1;
        refuseAsThrottled(response);
        return;
      }
      response.on('finish', () => {
        if (response.statusCode === 200) sentAt.push(Date.now());
      });
    }
    for (const listener of emulator) listener(request, response);
  });
}

/** SES v2's answer past the account's sending rate, in the REST-JSON shape the SDK reads its error from. */
function refuseAsThrottled(response: ServerResponse): void {
  response.writeHead(429, {
    'content-type': 'application/json',
    'x-amzn-errortype': 'TooManyRequestsException',
  });
  response.end(JSON.stringify({ message: 'Maximum sending rate exceeded.' }));
}

/** The quota asked for, else D1_EMAIL_DAILY_QUOTA, else SES's starting one; anything but a whole number above 0 is refused. */
function dailyQuotaOf(options: SesEmulatorOptions): number {
  const raw = options.dailyQuota ?? process.env.D1_EMAIL_DAILY_QUOTA;
  if (raw === undefined || raw === '') return STARTING_DAILY_QUOTA;
  const quota = Number(raw);
  if (!Number.isInteger(quota) || quota < 1)
    throw new Error(`D1_EMAIL_DAILY_QUOTA must be a whole number above 0, not "${raw}"`);
  return quota;
}

/** Starts the emulator; `close()` stops it (emails it holds are kept in this process's memory). */
export async function startSesEmulator(options: SesEmulatorOptions): Promise<LocalServer> {
  const dailyQuota = dailyQuotaOf(options);
  const sendRate = rateSetting('D1_EMAIL_SEND_RATE', options.sendRate ?? process.env.D1_EMAIL_SEND_RATE);
  const server: Server = await startServer({ port: options.port, host: options.host });
  answerGetAccount(server, dailyQuota, sendRate === undefined ? null : rateWindow(sendRate));
  const url = `http://${options.host}:${options.port}`;
  return {
    url,
    port: options.port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
