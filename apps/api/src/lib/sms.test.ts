import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { codeIn } from '../../test/sms-outbox';
import { JobModel } from './jobs/job.model';
import { createLogger } from './logger';
import { createSmsSender } from './sms';

/**
 * The Twilio engine against a real HTTP server on loopback standing in for api.twilio.com: the
 * requests are the ones Twilio's Messages API documents (form-encoded, basic auth).
 */
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

let server: Server;
let received: Received[];
/** What the fake Twilio answers next. */
let answer: { status: number; body: unknown };
let apiUrl: string;

beforeEach(async () => {
  received = [];
  answer = { status: 201, body: { sid: 'SM123', status: 'queued' } };
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(raw),
      });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((r) => server.close(() => r())));

const twilio = () => ({
  accountSid: 'AC0123456789abcdef',
  authToken: 'secret-token',
  from: '+15005550006',
  apiUrl,
});

async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Twilio SMS engine', () => {
  it('posts the message to the account’s Messages resource with basic auth', async () => {
    const sms = createSmsSender({
      twilio: twilio(),
      outboxDir: '',
      logger: createLogger('silent'),
    });
    expect(sms.kind).toBe('twilio');
    await sms.send({ to: '9876543210', text: 'Hello' });
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(req!.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:secret-token').toString('base64')}`,
    );
    expect(req!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req!.form)).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: 'Hello',
    });
  });

  it('sends from a Messaging Service when given its SID', async () => {
    const sms = createSmsSender({
      twilio: { ...twilio(), from: 'MG0123' },
      outboxDir: '',
      logger: createLogger('silent'),
    });
    await sms.send({ to: '9876543210', text: 'Hi' });
    expect(received[0]!.form.get('MessagingServiceSid')).toBe('MG0123');
    expect(received[0]!.form.has('From')).toBe(false);
  });

  it('throws Twilio’s own reason on a refusal', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not valid." } };
    const sms = createSmsSender({
      twilio: twilio(),
      outboxDir: '',
      logger: createLogger('silent'),
    });
    await expect(sms.send({ to: '9876543210', text: 'x' })).rejects.toThrow(
      "Twilio answered 400: The 'To' number is not valid.",
    );
  });

  it('carries the app’s sign-in code; a refused SMS leaves the job to be retried', async () => {
    const { app } = createTestApp({
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: apiUrl,
    });
    await createUser({ phone: '9988776655' });
    await request(app).post('/api/users/auth/phone/code').send({ phone: '9988776655' }).expect(202);
    const sent = await eventually(() => received[0], 'the SMS at Twilio');
    expect(sent.form.get('To')).toBe('+919988776655');
    const signedIn = await request(app)
      .post('/api/users/auth/phone/verify')
      .send({ phone: '9988776655', code: codeIn(sent.form.get('Body') ?? '') });
    expect(signedIn.status).toBe(200);

    answer = { status: 503, body: { code: 20503, message: 'Service unavailable' } };
    await createUser({ phone: '9988776656' });
    await request(app).post('/api/users/auth/phone/code').send({ phone: '9988776656' }).expect(202);
    const failed = await eventually(
      async () =>
        (await JobModel.findOne({ 'data.phone': '9988776656', failCount: 1 }).lean()) ?? undefined,
      'the failed job',
    );
    expect(failed.failReason).toBe('Twilio answered 503: Service unavailable');
    expect(failed.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
