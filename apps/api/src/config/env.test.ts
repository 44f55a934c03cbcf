import { describe, expect, it } from 'vitest';
import { EnvSchema } from './env';

const production = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://127.0.0.1:27017/vastra',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYOUT_KEY: 'ab'.repeat(32),
};

describe('production configuration', () => {
  it('refuses the simulated payment gateway without Razorpay keys', () => {
    const parsed = EnvSchema.safeParse(production);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual([
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
    ]);
  });

  it('allows it only through the explicit ALLOW_SIMULATED_SERVICES flag, and still refuses the rest', () => {
    expect(EnvSchema.safeParse({ ...production, ALLOW_SIMULATED_SERVICES: 'true' }).success).toBe(
      true,
    );
    const noMail = EnvSchema.safeParse({
      ...production,
      SMTP_URL: undefined,
      ALLOW_SIMULATED_SERVICES: 'true',
    });
    expect(noMail.error?.issues.map((i) => i.path[0])).toEqual(['SMTP_URL']);
  });

  it('requires the key refund bank accounts are encrypted with, as 64 hex digits', () => {
    const missing = EnvSchema.safeParse({
      ...production,
      PAYOUT_KEY: undefined,
      ALLOW_SIMULATED_SERVICES: 'true',
    });
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(['PAYOUT_KEY']);
    const short = EnvSchema.safeParse({ ...production, PAYOUT_KEY: 'abc123' });
    expect(short.error?.issues.map((i) => i.path[0])).toContain('PAYOUT_KEY');
    // Outside production it may stay unset (a key is derived from the JWT secret).
    expect(EnvSchema.safeParse({ NODE_ENV: 'development' }).success).toBe(true);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is the origin of the given address, or of the first WEB_ORIGIN when unset or empty', () => {
    expect(EnvSchema.parse({ PUBLIC_ORIGIN: 'https://vastra.in/' }).PUBLIC_ORIGIN).toBe(
      'https://vastra.in',
    );
    for (const PUBLIC_ORIGIN of [undefined, ''])
      expect(
        EnvSchema.parse({
          PUBLIC_ORIGIN,
          WEB_ORIGIN: 'https://shop.example, http://localhost:5173',
        }).PUBLIC_ORIGIN,
      ).toBe('https://shop.example');
  });

  it('refuses an address that is not http(s), saying what it wants', () => {
    for (const PUBLIC_ORIGIN of ['vastra.in', 'ftp://vastra.in']) {
      const parsed = EnvSchema.safeParse({ PUBLIC_ORIGIN });
      expect(parsed.success).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).toContain(
        'PUBLIC_ORIGIN must be an http(s) origin',
      );
    }
  });
});
