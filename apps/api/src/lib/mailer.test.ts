import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createMailer, withTimeouts } from './mailer';

describe('mailer', () => {
  it('adds SMTP timeouts to the URL unless it sets its own, keeping credentials intact', () => {
    const url = new URL(
      withTimeouts('smtp://us%40er:p%3Ass@mail.example.in:587?socketTimeout=20000'),
    );
    expect(url.username).toBe('us%40er');
    expect(url.password).toBe('p%3Ass');
    expect(url.searchParams.get('socketTimeout')).toBe('20000');
    expect(url.searchParams.get('connectionTimeout')).toBe('5000');
    expect(url.searchParams.get('greetingTimeout')).toBe('5000');
  });

  it('writes each message as an .eml file to the outbox when SMTP_URL is unset', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'vastra-mail-')), 'outbox');
    const mailer = createMailer({
      from: 'Vastra <no-reply@vastra.local>',
      outboxDir,
      logger: createLogger('silent'),
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hello from Vastra',
      text: 'plain part',
      html: '<p>html part</p>',
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^To: a@example.com$/m);
    expect(raw).toMatch(/^Subject: Hello from Vastra$/m);
    expect(raw).toContain('plain part');
    expect(raw).toContain('<p>html part</p>');
  });
});
