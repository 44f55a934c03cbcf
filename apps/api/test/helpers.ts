import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcrypt';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { buildDeps } from '../src/build-deps';
import { EnvSchema, type Env } from '../src/config/env';
import type { AppDeps } from '../src/deps';
import type { MailMessage, Mailer } from '../src/lib/mailer';
import { signToken } from '../src/lib/auth';
import { createLogger } from '../src/lib/logger';
import { BagModel, type BagLine } from '../src/modules/cart/bag.model';
import { ProductModel } from '../src/modules/catalog/product.model';
import { UserModel } from '../src/modules/users/user.model';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/**
 * A test env: NODE_ENV=test, silent logs, a private data dir, and any overrides. Tests stand for
 * clients behind a proxy on loopback, as nginx is in `pnpm topology` (`TRUST_PROXY=loopback`): a
 * request's X-Forwarded-For is its client's address. `TRUST_PROXY: ''` is the default (no proxy).
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = mkdtempSync(join(tmpdir(), 'vastra-api-'));
  return EnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_ORIGIN: 'http://localhost:5173',
    TRUST_PROXY: 'loopback',
    ...overrides,
  });
}

/** The real app (port 0 through supertest), with real engines chosen from the test env. */
export function createTestApp(
  envOverrides: Record<string, string> = {},
  depOverrides: Partial<AppDeps> = {},
): { app: Express; deps: AppDeps } {
  const env = testEnv(envOverrides);
  const deps = buildDeps(env, createLogger('silent'), depOverrides);
  return { app: createApp(deps), deps };
}

let counter = 0;

/** Creates a user directly in the database and returns it with a valid bearer token. */
export async function createUser(
  overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {},
) {
  counter += 1;
  const password = overrides.password ?? 'secret123';
  const user = await UserModel.create({
    name: overrides.name ?? `Test User ${counter}`,
    email: overrides.email ?? `user${counter}-${Date.now()}@example.com`,
    phone: overrides.phone ?? '9876543210',
    passwordHash: await bcrypt.hash(password, 4),
  });
  const token = signToken(
    { id: String(user._id), tokenVersion: user.tokenVersion ?? 0 },
    TEST_JWT_SECRET,
    '1h',
  );
  return {
    user,
    id: String(user._id),
    token,
    password,
    auth: { Authorization: `Bearer ${token}` },
  };
}

/** A user made by `createUser`, with its token and auth header. */
export type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * A clean start for a suite on one shopper's lines: the given collections and the products
 * emptied, the app built (rate limits off), and a signed-up shopper.
 */
export async function freshShopper(
  ...collections: { deleteMany(filter: object): PromiseLike<unknown> }[]
): Promise<{ app: Express; user: TestUser }> {
  await Promise.all([...collections, ProductModel].map((m) => m.deleteMany({})));
  const app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  return { app, user: await createUser() };
}

/** The lines of a shopper's bag as stored (oldest first); none when the shopper has no bag. */
export async function bagLines(userId: string): Promise<BagLine[]> {
  const bag = await BagModel.findOne({ user: userId }, { lines: 1 }).lean<{ lines: BagLine[] }>();
  return bag?.lines ?? [];
}

/** A mailer that keeps what it is asked to send, or fails like a broken SMTP server. */
export function captureMailer(fail = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(m) {
      sent.push(m);
      if (fail) throw new Error('SMTP connection refused');
    },
    async close() {},
  };
}
