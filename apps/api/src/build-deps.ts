import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devJwtSecret } from './config/dev-secret';
import type { Env } from './config/env';
import type { AppDeps } from './deps';
import type { Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { mongoCounterStore } from './lib/mongo-counter-store';
import { createSmsSender } from './lib/sms';
import { createCourier } from './modules/fulfilment';
import { createPaymentGateway } from './modules/payments';
import { createPincodeService } from './modules/pincode';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The seed's generated assets (committed), served under /static: beside this module when it runs
 * from the sources (src/), or in src/seed/assets next to the production bundle (dist/), where the
 * image and `pnpm topology` have them.
 */
export const DEFAULT_STATIC_DIR =
  [resolve(here, 'seed/assets'), resolve(here, '../src/seed/assets')].find((dir) =>
    existsSync(dir),
  ) ?? resolve(here, 'seed/assets');

/**
 * Wires the outside services from the environment: Razorpay or the simulated gateway, Xpressbees or
 * the simulated courier, Xpressbees or the embedded pincode dataset, SMTP or the outbox directory,
 * Twilio or the SMS outbox directory.
 * Tests pass `overrides`.
 */
export function buildDeps(env: Env, logger: Logger, overrides: Partial<AppDeps> = {}): AppDeps {
  const dataDir = resolve(env.DATA_DIR);
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? devJwtSecret(dataDir);
  const payments = overrides.payments ?? createPaymentGateway(env, jwtSecret);
  const courier = overrides.courier ?? createCourier(env, logger);
  if (env.NODE_ENV === 'production' && env.ALLOW_SIMULATED_SERVICES)
    logger.error(
      { payments: payments.kind, courier: courier.kind },
      'ALLOW_SIMULATED_SERVICES is set: this production process takes SIMULATED payments (no money ' +
        'moves) and ships with a SIMULATED courier. Only for rehearsing the production topology; ' +
        'never for a shop taking orders.',
    );
  return {
    env,
    logger,
    payments,
    pincode: overrides.pincode ?? createPincodeService(env, logger),
    courier,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        outboxDir: resolve(dataDir, 'outbox'),
        logger,
      }),
    sms:
      overrides.sms ??
      createSmsSender({
        twilio:
          env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
            ? {
                accountSid: env.TWILIO_ACCOUNT_SID,
                authToken: env.TWILIO_AUTH_TOKEN,
                from: env.TWILIO_FROM,
                apiUrl: env.TWILIO_API_URL,
              }
            : undefined,
        outboxDir: resolve(dataDir, 'sms-outbox'),
        logger,
      }),
    uploadDir: overrides.uploadDir ?? resolve(env.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
    staticDir: overrides.staticDir ?? DEFAULT_STATIC_DIR,
    jwtSecret,
    // One scope for every process of a deployment; under NODE_ENV=test each app counts on its own,
    // so a test's limits start from zero whatever other apps in its file did.
    counters:
      overrides.counters ??
      mongoCounterStore(
        env.NODE_ENV === 'test' ? { scope: `test-${randomBytes(6).toString('hex')}` } : {},
      ),
    lifecycle: overrides.lifecycle ?? { draining: false },
  };
}
