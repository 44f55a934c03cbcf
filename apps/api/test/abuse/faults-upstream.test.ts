import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server as TcpServer,
  type Socket,
} from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { JobModel } from '../../src/lib/jobs/job.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { ContactModel } from '../../src/modules/contact/contact.model';
import { createUser } from '../helpers';
import { createLoggedApp, waitForLog, type LogLine } from './support/logs';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * Upstream faults: Xpressbees hanging, answering garbage, HTML or errors (the embedded pincode
 * dataset answers instead, within the 3 s deadline); the SMTP server down or silent
 * (forgot-password and contact still answer, the failure is logged, the contact request is kept).
 */

const tally = new Tally('faults-upstream');
let fallbacks = 0;
let mailFailuresLogged = 0;

type Mode = 'hang' | 'html' | 'garbage-json' | 'server-error' | 'login-refused' | 'reset';
let mode: Mode = 'hang';
let upstreamCalls = 0;
const hanging: ServerResponse[] = [];

/** A fake Xpressbees on loopback misbehaving as `mode` says. */
function fakeXpressbees(): Server {
  return createHttpServer((req, res) => {
    upstreamCalls += 1;
    req.resume();
    switch (mode) {
      case 'hang':
        hanging.push(res); // never answers
        return;
      case 'html':
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<html><body>502 Bad Gateway</body></html>');
        return;
      case 'garbage-json':
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(
            req.url?.includes('login')
              ? '{"status":true,"data":"tok"}'
              : '{"status":"maybe","data":{"$gt":1}}',
          );
        return;
      case 'server-error':
        res
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end('{"status":false,"message":"internal"}');
        return;
      case 'login-refused':
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"status":false}');
        return;
      case 'reset':
        req.socket.destroy();
        return;
    }
  });
}

const listen = (server: Server | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('upstream faults', () => {
  afterAll(() => {
    tally.set('datasetFallbacks', fallbacks);
    tally.set('mailFailuresLogged', mailFailuresLogged);
    tally.print();
  });

  describe('Xpressbees timing out or answering garbage', () => {
    let server: Server;
    let app: Express;
    let lines: LogLine[];

    beforeAll(async () => {
      server = fakeXpressbees();
      const port = await listen(server);
      ({ app, lines } = createLoggedApp({
        RATE_LIMIT_DISABLED: 'true',
        XPRESSBEES_BASE_URL: `http://127.0.0.1:${port}`,
        XPRESSBEES_USERNAME: 'shop@vastra.example',
        XPRESSBEES_PASSWORD: 'upstream-secret',
        WAREHOUSE_PINCODE: '110001',
      }));
    });

    afterAll(async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    it.each<Mode>(['hang', 'html', 'garbage-json', 'server-error', 'login-refused', 'reset'])(
      '%s → the embedded dataset answers',
      async (m) => {
        mode = m;
        const callsBefore = upstreamCalls;
        const started = Date.now();
        const res = await request(app).post('/api/xpressbees/pincode').send({ pincode: '560001' });
        const ms = Date.now() - started;
        tally.saw(res.status, false);
        expect(res.status, preview(res.body)).toBe(200);
        expect(res.body).toMatchObject({
          success: true,
          serviceable: true,
          source: 'dataset',
          cod: true,
          state: 'Karnataka',
        });
        expect(upstreamCalls).toBeGreaterThan(callsBefore); // the courier was really asked
        expect(ms).toBeLessThan(8000); // bounded by the 3 s upstream deadline (slack for a loaded machine)
        fallbacks += 1;
        tally.set(`${m}Ms`, ms);
        await waitForLog(
          lines,
          (l) =>
            typeof l.msg === 'string' &&
            /Xpressbees.*fail|dataset/i.test(l.msg) &&
            l.pincode === '560001',
        );
        lines.length = 0;
      },
    );

    it('a COD order still goes through while the courier API answers garbage', async () => {
      mode = 'html';
      const u = await createUser();
      const address = await makeAddress(u.id, '560001');
      const product = await makeProduct({ inventory: [], stock: 3 });
      const res = await request(app)
        .post('/api/orders')
        .set(u.auth)
        .send({
          products: [{ productId: String(product._id), quantity: 1 }],
          addressId: String(address._id),
          paymentMethod: 'COD',
        });
      tally.saw(res.status, false);
      expect(res.status, preview(res.body)).toBe(201);
    });
  });

  describe('SMTP down', () => {
    let silent: TcpServer;
    const sockets: Socket[] = [];
    let refusedPort: number;
    let silentPort: number;

    beforeAll(async () => {
      // A port nobody listens on (connection refused) and one that accepts but never greets.
      const probe = createTcpServer();
      refusedPort = await listen(probe);
      await new Promise((r) => probe.close(r));
      silent = createTcpServer((s) => sockets.push(s));
      silentPort = await listen(silent);
    });

    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    });

    it.each([
      ['refused', () => refusedPort],
      ['silent', () => silentPort],
    ] as const)(
      'forgot-password still answers 200 and keeps the mail for a retry (SMTP %s)',
      async (_name, port) => {
        const { app, lines } = createLoggedApp({
          SMTP_URL: `smtp://127.0.0.1:${port()}`,
          RATE_LIMIT_DISABLED: 'true',
        });
        const u = await createUser();
        const started = Date.now();
        const res = await request(app)
          .post('/api/users/auth/forget-password')
          .send({ email: u.user.email });
        tally.saw(res.status, false);
        expect(res.status, preview(res.body)).toBe(200);
        expect(res.body.success).toBe(true);
        expect(typeof res.body.message).toBe('string');
        expect(Date.now() - started).toBeLessThan(4000); // the answer does not wait for the mail (a silent server takes 5 s to time out)
        const logged = await waitForLog(
          lines,
          (l) => l.level >= 40 && /job failed; it will be retried/i.test(String(l.msg)),
          12_000,
        );
        expect(logged.job).toBe('user.password-reset');
        // The mail waits for its retry; nothing is lost.
        const job = await JobModel.findOne({ 'data.userId': u.id }).lean();
        expect(job?.failCount).toBe(1);
        expect(job?.lastFinishedAt ?? null).toBeNull();
        expect(job!.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
        mailFailuresLogged += 1;
      },
    );

    it('a contact request is stored and answered though the shop mail fails, kept for a retry', async () => {
      const { app, lines } = createLoggedApp({
        SMTP_URL: `smtp://127.0.0.1:${refusedPort}`,
        RATE_LIMIT_DISABLED: 'true',
      });
      const res = await request(app).post('/api/contact').send({
        name: 'Meera',
        email: 'meera@example.com',
        phone: '9876543210',
        message: 'Is the kurta lined?',
      });
      tally.saw(res.status, false);
      expect(res.status, preview(res.body)).toBe(201);
      const logged = await waitForLog(
        lines,
        (l) => l.level >= 40 && /job failed; it will be retried/i.test(String(l.msg)),
      );
      expect(logged.job).toBe('contact.mail');
      mailFailuresLogged += 1;
      const stored = await ContactModel.findOne({ email: 'meera@example.com' }).lean();
      expect(stored).toMatchObject({ mailed: false });
      const job = await JobModel.findOne({ 'data.contactId': String(stored?._id) }).lean();
      expect(job?.failCount).toBe(1);
      // Nothing of the failure leaks to an error body.
      const bad = await request(app).post('/api/contact').send({});
      expect(bad.status).toBe(400);
      expect(hasErrorMessage(bad.body)).toBe(true);
    });
  });
});
