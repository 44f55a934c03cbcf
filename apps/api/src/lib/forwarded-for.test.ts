import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { createApp } from '../app';
import { EnvSchema } from '../config/env';
import { UNTRUSTED_FORWARDING_MESSAGE } from './forwarded-for';

interface LogLine {
  level: number;
  msg?: string;
  peer?: string;
  forwardedFor?: string;
  req?: { url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
}

/** The real app with `TRUST_PROXY` as given, or as it is when unset, and its log lines. */
function appTrusting(trustProxy?: string) {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  const { deps } = createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  // Unset: the configuration's own default (the tests' env otherwise stands behind a proxy).
  const env =
    trustProxy === undefined
      ? { ...deps.env, TRUST_PROXY: EnvSchema.parse({ NODE_ENV: 'test' }).TRUST_PROXY }
      : deps.env;
  const app = createApp({ ...deps, env, logger });
  const signIn = (email: string, forwardedFor?: string) => {
    const r = request(app).post('/api/users/auth/login');
    if (forwardedFor !== undefined) void r.set('X-Forwarded-For', forwardedFor);
    return r.send({ email, password: 'not-the-password' });
  };
  /** The client address each logged sign-in was counted under. */
  const signInAddresses = () =>
    lines.filter((l) => l.req?.url === '/api/users/auth/login').map((l) => l.req?.remoteAddress);
  const warnings = () => lines.filter((l) => l.msg === UNTRUSTED_FORWARDING_MESSAGE);
  return { app, signIn, signInAddresses, warnings };
}

/** The test's own address, as the API sees its peer (IPv4, or IPv4 in IPv6). */
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;

const parseTrust = (value?: string) => EnvSchema.in.shape.TRUST_PROXY.safeParse(value);

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told; a number is that many proxies; `true` is refused', () => {
    for (const unset of [undefined, '', 'false', '0']) expect(parseTrust(unset).data).toBe(false);
    expect(parseTrust('1').data).toBe(1);
    expect(parseTrust('loopback').data).toBe('loopback');
    expect(parseTrust('10.0.0.0/8, 172.16.0.0/255.240.0.0,::1').data).toBe(
      '10.0.0.0/8,172.16.0.0/255.240.0.0,::1',
    );
    for (const refused of ['true', 'nginx', '10.0.0.0/8/1', '1.2.3'])
      expect(parseTrust(refused).success, refused).toBe(false);
  });
});

describe('client addresses and X-Forwarded-For', () => {
  it('by default believes no X-Forwarded-For: rotating it still meets the per-address sign-in limit', async () => {
    const { signIn, signInAddresses } = appTrusting();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await signIn('rotating@example.com', `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Every attempt was counted under the peer's address, none under a header's.
    const addresses = new Set(signInAddresses());
    expect(addresses.size).toBe(1);
    expect([...addresses][0]).toMatch(LOOPBACK);
  });

  it('with TRUST_PROXY=1 takes the address the proxy appended (the last hop), whatever the client wrote before it', async () => {
    const { signIn, signInAddresses } = appTrusting('1');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await signIn('one-hop@example.com', `10.9.9.${i}, 203.0.113.77`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(new Set(signInAddresses())).toEqual(new Set(['203.0.113.77']));
    // Another client behind the same proxy has its own allowance.
    expect((await signIn('one-hop@example.com', '203.0.113.78')).status).toBe(401);
  });

  it('warns once when a forwarding header comes from a peer it does not trust', async () => {
    const { signIn, warnings } = appTrusting();
    await signIn('no-header@example.com');
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) await signIn('warned@example.com', `192.0.2.${i + 1}`);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      level: 40,
      peer: expect.stringMatching(LOOPBACK),
      forwardedFor: '192.0.2.1',
    });

    // From a trusted proxy the header is expected: no warning.
    const behindLoopback = appTrusting('loopback');
    await behindLoopback.signIn('trusted@example.com', '192.0.2.9');
    expect(behindLoopback.warnings()).toHaveLength(0);
    expect(behindLoopback.signInAddresses()).toEqual(['192.0.2.9']);
  });
});
