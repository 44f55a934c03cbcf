import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_LOW_STOCK_DIGEST_HOUR } from '@vastra/contracts/admin/staff-alerts';

/**
 * The only file that reads process.env. Every variable is documented in the README's
 * configuration table; keep the two in step.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Names Express's `trust proxy` knows for address ranges. */
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`) or one of `TRUST_NAMES`. */
const isTrustEntry = (entry: string): boolean => {
  if (TRUST_NAMES.has(entry)) return true;
  const [ip = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(ip)) return false;
  return range === undefined || /^\d{1,3}$/.test(range) || isIP(range) === 4;
};

/**
 * Which peers are believed when they tell the client's address in X-Forwarded-For, as Express's
 * `trust proxy` takes it. Unset, empty, `false` or `0`: none (the default: the API is reached
 * directly, and whoever connects is the client). A number: that many proxies in front (nginx alone
 * is `1`; the client is the address the last of them appended). Otherwise a comma-separated list
 * of the proxies' addresses or subnets, or `loopback`, `linklocal`, `uniquelocal`. `true` (believe
 * any peer) is refused: every client could then choose its address.
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (value !== 'true' && entries.every(isTrustEntry)) return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'TRUST_PROXY=true would believe any client about its address: give the number of proxies in front (e.g. 1) or their addresses'
          : 'TRUST_PROXY must be false, a number of proxies, or addresses/subnets (or loopback, linklocal, uniquelocal), comma-separated',
    });
    return z.NEVER;
  });

/** An address's origin (`https://vastra.in`); the address itself when it does not parse. */
function publicOrigin(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return address.replace(/\/+$/, '');
  }
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    /** Unset: 127.0.0.1 outside production (nobody else on the network reaches a dev API), 0.0.0.0 in production. */
    HOST: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Public origin(s) of the web app, comma-separated. The first is used in e-mail links. */
    WEB_ORIGIN: z.string().default('http://localhost:5173'),
    /**
     * The storefront's public origin (`https://vastra.in`), for the absolute addresses crawlers
     * get in sitemaps, the product feed and robots.txt. Unset or empty: the first `WEB_ORIGIN`.
     */
    PUBLIC_ORIGIN: z
      .union([
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          message: 'PUBLIC_ORIGIN must be an http(s) origin, e.g. https://vastra.in',
        }),
      ])
      .optional(),
    /** Public base URL of this API (used for absolute asset URLs); empty = relative URLs. */
    PUBLIC_API_URL: z.string().default(''),
    MONGODB_URI: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z.string().default('7d'),
    /**
     * AES-256 key (64 hex digits) that encrypts the bank account numbers shoppers give for cash on
     * delivery refunds. Required in production; unset elsewhere, one is derived from the JWT secret.
     */
    PAYOUT_KEY: z
      .string()
      .regex(/^[a-fA-F0-9]{64}$/, 'PAYOUT_KEY must be 64 hex digits (e.g. `openssl rand -hex 32`)')
      .optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Vastra <no-reply@vastra.local>'),
    SHOP_INBOX: z.string().default('support@vastra.local'),
    /**
     * Twilio's Messages API for sign-in codes; all three unset → SMS go to DATA_DIR/sms-outbox
     * (production then refuses phone sign-in with a 503 unless ALLOW_SIMULATED_SERVICES is set).
     */
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** The sender: a Twilio number (+1…) or a Messaging Service SID (MG…). */
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    XPRESSBEES_BASE_URL: z.string().optional(),
    XPRESSBEES_USERNAME: z.string().optional(),
    XPRESSBEES_PASSWORD: z.string().optional(),
    WAREHOUSE_PINCODE: z
      .string()
      .regex(/^\d{6}$/)
      .default('110001'),
    /** Signs courier status webhooks (HMAC-SHA256); unset → the webhook answers 503. */
    COURIER_WEBHOOK_SECRET: z.string().optional(),
    /** The simulated courier moves an order one step along the delivery path this often. */
    COURIER_SIM_STEP_MS: z.coerce.number().int().min(100).default(60_000),
    /** A cash-on-delivery order is confirmed automatically this long after it is placed. */
    ORDER_AUTO_CONFIRM_MS: z.coerce.number().int().min(0).default(30_000),
    /** The hour (0–23, India's time) the daily low-stock digest is e-mailed. */
    LOW_STOCK_DIGEST_HOUR: z.coerce
      .number()
      .int()
      .min(0)
      .max(23)
      .default(DEFAULT_LOW_STOCK_DIGEST_HOUR),
    UPLOAD_DIR: z.string().optional(),
    TRUST_PROXY: TrustProxySchema,
    RATE_LIMIT_DISABLED: bool,
    /**
     * Production refuses the simulated payment gateway, and ships nothing without Xpressbees,
     * unless this is set: then both simulated services run (logged at error level at start). Only
     * for rehearsing the production topology on one machine (`pnpm topology`), never for a shop.
     */
    ALLOW_SIMULATED_SERVICES: bool,
    /** How long /api/health answers 503 (draining) after SIGTERM before connections are refused. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none',
      });
    if (env.NODE_ENV !== 'production') return;
    const need = (key: keyof typeof env, why: string) => {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required in production (${why})`,
        });
    };
    need('MONGODB_URI', 'no embedded database in production');
    need('JWT_SECRET', 'tokens must be signed with a real secret');
    need('PAYOUT_KEY', 'refund bank accounts are encrypted with their own key');
    need('SMTP_URL', 'the outbox fallback does not deliver mail');
    if (!env.ALLOW_SIMULATED_SERVICES) {
      need('RAZORPAY_KEY_ID', 'the simulated gateway is never allowed in production');
      need('RAZORPAY_KEY_SECRET', 'the simulated gateway is never allowed in production');
    }
    if (env.RATE_LIMIT_DISABLED)
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_DISABLED'],
        message: 'rate limits cannot be disabled in production',
      });
  })
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    return {
      ...env,
      HOST: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
      PUBLIC_ORIGIN: publicOrigin(env.PUBLIC_ORIGIN || env.WEB_ORIGIN.split(',')[0]!.trim()),
      // Production: long enough for a load balancer's health checks (every few seconds) to see it.
      SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (production ? 5000 : 0),
    };
  });

export type Env = z.infer<typeof EnvSchema>;

/** Parse the environment; on failure print every problem and exit (never start half-configured). */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`,
    );
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return parsed.data;
}
