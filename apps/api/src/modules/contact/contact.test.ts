import { ContactMsg, Msg } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureMailer, createTestApp } from '../../../test/helpers';
import { ContactModel } from './contact.model';
import { NewsletterModel } from './newsletter.model';

const valid = {
  name: 'Asha Rao',
  email: 'Asha@Example.com',
  phone: '9876543210',
  message: 'Where is my parcel?',
};

let app: Express;
let mailer: ReturnType<typeof captureMailer>;
beforeEach(async () => {
  await Promise.all([ContactModel.deleteMany({}), NewsletterModel.deleteMany({})]);
  mailer = captureMailer();
  app = createTestApp({ SHOP_INBOX: 'shop@vastra.test' }, { mailer }).app;
});

describe('POST /api/contact', () => {
  it('stores the request, mails the shop inbox and answers the contract message', async () => {
    const res = await request(app).post('/api/contact').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: Msg.contactSubmitted });

    const stored = await ContactModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      message: valid.message,
    });

    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    const mail = mailer.sent[0];
    expect(mail?.to).toBe('shop@vastra.test');
    expect(mail?.replyTo).toBe('asha@example.com');
    expect(mail?.text).toContain('Where is my parcel?');
    expect(mail?.text).toContain('9876543210');
    await vi.waitFor(async () => expect((await ContactModel.findOne().lean())?.mailed).toBe(true));
  });

  it('still succeeds (and keeps the request) when the mail fails', async () => {
    const failing = captureMailer(true);
    const { app: broken } = createTestApp({}, { mailer: failing });
    const res = await request(broken).post('/api/contact').send(valid);
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(failing.sent).toHaveLength(1));
    const stored = await ContactModel.findOne().lean();
    expect(stored?.mailed).toBe(false);
  });

  it('keeps a newline in the name out of the mail subject', async () => {
    await request(app)
      .post('/api/contact')
      .send({ ...valid, name: 'Eve\r\nBcc: victim@example.com' })
      .expect(201);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    expect(mailer.sent[0]?.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    [{ ...valid, name: '' }, Msg.contactNameRequired],
    [{ ...valid, name: '   ' }, Msg.contactNameRequired],
    [{ email: valid.email, phone: valid.phone, message: valid.message }, Msg.contactNameRequired],
    [{ ...valid, email: '' }, Msg.contactEmailRequired],
    [{ ...valid, email: 'not-an-email' }, Msg.contactInvalidEmail],
    // The one e-mail rule: registration refuses the same address.
    [{ ...valid, email: 'a..b@c.de' }, Msg.contactInvalidEmail],
    [{ ...valid, email: { $gt: '' } }, Msg.contactEmailRequired],
    [{ ...valid, phone: '' }, Msg.contactPhoneRequired],
    [{ ...valid, phone: '12345' }, Msg.contactPhone10],
    [{ ...valid, phone: '98765432101' }, Msg.contactPhone10],
    [{ ...valid, phone: '98765abcde' }, Msg.contactPhone10],
    [{ ...valid, message: '' }, Msg.contactMessageRequired],
    [{ ...valid, message: 'x'.repeat(5001) }, ContactMsg.messageTooLong],
  ])('rejects %j with "%s"', async (body, message) => {
    const res = await request(app).post('/api/contact').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    expect(await ContactModel.countDocuments()).toBe(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it('reports every invalid field at once, in form order', async () => {
    const res = await request(app).post('/api/contact').send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(Msg.contactNameRequired);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual([
      Msg.contactNameRequired,
      Msg.contactEmailRequired,
      Msg.contactPhoneRequired,
      Msg.contactMessageRequired,
    ]);
  });

  it('accepts a phone written with spaces or dashes and stores its digits', async () => {
    await request(app)
      .post('/api/contact')
      .send({ ...valid, phone: '98765-43210' })
      .expect(201);
    expect((await ContactModel.findOne().lean())?.phone).toBe('9876543210');
  });

  it('rate-limits a client after 5 requests in the window with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) await request(app).post('/api/contact').send(valid).expect(201);
    const res = await request(app).post('/api/contact').send(valid);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(res.body.message).toMatch(/too many contact requests/i);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ContactModel.countDocuments()).toBe(5);
  });

  it('does not limit when RATE_LIMIT_DISABLED is set', async () => {
    const { app: open } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer });
    for (let i = 0; i < 7; i += 1) await request(open).post('/api/contact').send(valid).expect(201);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once and says so the second time (case-insensitively)', async () => {
    const first = await request(app).post('/api/newsletter').send({ email: 'reader@example.com' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      alreadySubscribed: false,
      message: ContactMsg.newsletterSubscribed,
    });

    const again = await request(app)
      .post('/api/newsletter')
      .send({ email: '  Reader@EXAMPLE.com ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      alreadySubscribed: true,
      message: ContactMsg.newsletterAlreadySubscribed,
    });
    expect(again.body.message).toMatch(/already subscribed/i);

    const rows = await NewsletterModel.find().lean();
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it('keeps one row when the same address subscribes concurrently', async () => {
    const { app: open } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(open).post('/api/newsletter').send({ email: 'race@example.com' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await NewsletterModel.countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it.each([
    [{}, ContactMsg.newsletterEmailRequired],
    [{ email: '' }, ContactMsg.newsletterEmailRequired],
    [{ email: 'nope' }, ContactMsg.newsletterInvalidEmail],
    [{ email: 'a..b@c.de' }, ContactMsg.newsletterInvalidEmail],
    [{ email: ['a@b.co'] }, ContactMsg.newsletterEmailRequired],
  ])('rejects %j with "%s"', async (body, message) => {
    const res = await request(app).post('/api/newsletter').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await NewsletterModel.countDocuments()).toBe(0);
  });

  it('rate-limits sign-ups per client after 10 in the window', async () => {
    for (let i = 0; i < 10; i += 1) {
      await request(app)
        .post('/api/newsletter')
        .send({ email: `r${i}@example.com` })
        .expect(201);
    }
    const res = await request(app).post('/api/newsletter').send({ email: 'r10@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(await NewsletterModel.countDocuments()).toBe(10);
  });
});
