import type { Env } from './config/env';
import type { CounterStore } from './lib/counter-store';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { SmsSender } from './lib/sms';
import type { Courier, PaymentGateway, PincodeService } from './lib/ports';

/**
 * What createApp needs from the outside world. Each outside service (payments, courier, pincode,
 * mail) is a real engine when its environment variables are set and a local default otherwise;
 * production refuses the defaults that would fake money, shipping or mail (`buildDeps`).
 */
export interface AppDeps {
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** Twilio (configured) or the SMS outbox folder (development and tests). */
  sms: SmsSender;
  /** Razorpay (keys set) or the simulated gateway (development and tests only). */
  payments: PaymentGateway;
  /** Xpressbees (configured) or the simulated courier (development and tests). */
  courier: Courier;
  /** Xpressbees (configured) with the embedded India pincode dataset as fallback. */
  pincode: PincodeService;
  /** Directory holding uploaded review photos (served at /uploads). */
  uploadDir: string;
  /** Directory holding generated seed assets (served at /static). */
  staticDir: string;
  /** Signing secret for JWTs (env JWT_SECRET, or a random one kept under DATA_DIR outside production). */
  jwtSecret: string;
  /** Rate-limit and sign-in counters, in MongoDB: every API process counts together. */
  counters: CounterStore;
  /** Set by the server when shutting down: /api/health answers 503 while draining. */
  lifecycle: { draining: boolean };
}
