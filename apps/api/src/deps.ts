import type { Env } from './config/env';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';

/** What createApp needs from the outside world. Engines are chosen from env (see ARCHITECTURE). */
export interface AppDeps {
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** Directory holding uploaded review photos (served at /uploads). */
  uploadDir: string;
  /** Directory holding generated seed assets (served at /static). */
  staticDir: string;
  /** Signing secret for JWTs (env JWT_SECRET, or the dev secret outside production). */
  jwtSecret: string;
}
