import { ErrorCode } from '@vastra/contracts';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '../../lib/app-error';
import type { Count, CounterStore } from '../../lib/counter-store';
import { retryIn } from '../../lib/rate-limit';

/**
 * Sign-in throttling as OWASP's authentication guidance recommends: no hard lock an attacker can
 * impose on the owner. Failed sign-ins (401) are counted per (account, client address), per
 * client address, and per account:
 *
 * - one client gets `perAccountAndClient` wrong passwords for one account, then 429 until the
 *   window ends (even with the right password: that client is the one guessing);
 * - one client gets `perClient` wrong passwords over all accounts (password spraying), then 429;
 * - an account with `accountFreeFailures` failures from anywhere answers every sign-in slower,
 *   the delay doubling with each further failure up to `delayMaxMs`, but still answers: its owner,
 *   from an address that has not been guessing, signs in with the right password.
 *
 * A successful sign-in clears its (account, client) count and the account's count. Hand-written
 * rather than express-rate-limit/express-slow-down: the three counters must be read together
 * before the password is checked and written from the outcome, with their storage behind
 * `CounterStore` so they can move to a shared database.
 */
export const SignInLimits = {
  windowMs: 15 * 60_000,
  perAccountAndClient: 5,
  perClient: 50,
  accountFreeFailures: 10,
  delayBaseMs: 250,
  delayMaxMs: 8000,
} as const;

/** The wait before an account with `failures` recent failures answers a sign-in. */
export function accountDelayMs(failures: number): number {
  const over = failures - SignInLimits.accountFreeFailures;
  if (over < 0) return 0;
  return Math.min(SignInLimits.delayBaseMs * 2 ** over, SignInLimits.delayMaxMs);
}

/** The request's e-mail as the contracts normalise it (trimmed, lower-cased), for counter keys. */
export function bodyEmail(req: Request): string {
  const raw: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function signInThrottle(store: CounterStore, disabled = false): RequestHandler {
  if (disabled) return (_req, _res, next) => next();
  const { windowMs } = SignInLimits;
  return async (req, res, next) => {
    const email = bodyEmail(req);
    // IPv6 clients are keyed by their /56, as express-rate-limit does (one subscriber's range).
    const client = ipKeyGenerator(req.ip ?? 'unknown');
    const keys = {
      pair: `signin:pair:${email}\n${client}`,
      client: `signin:client:${client}`,
      account: `signin:account:${email}`,
    };
    const counted = email ? [keys.client, keys.pair, keys.account] : [keys.client];
    // Every attempt is counted as a failure before the password is checked (one atomic increment
    // per counter), and given back once it turns out not to be one. Counting first makes the
    // limits exact when attempts arrive together or at different API processes: the sixth
    // concurrent guess sees 6, never a count its siblings have not written yet.
    const [byClient, pair, account] = (await Promise.all(
      counted.map((k) => store.hit(k, windowMs)),
    )) as [Count, Count?, Count?];
    const giveBack = (which: string[]) =>
      void Promise.all(which.map((k) => store.decrement(k))).catch((err: unknown) =>
        req.log?.error({ err }, 'sign-in counters could not be updated'),
      );
    const blocked = [
      pair && pair.n > SignInLimits.perAccountAndClient ? pair : null,
      byClient.n > SignInLimits.perClient ? byClient : null,
    ].filter((c) => c !== null);
    if (blocked.length > 0) {
      // A refused attempt checks no password: it does not count.
      await Promise.all(counted.map((k) => store.decrement(k)));
      const until = Math.max(...blocked.map((c) => c.until));
      const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      throw new AppError(
        429,
        `Too many sign-in attempts. Please try again in ${retryIn(seconds)}.`,
        ErrorCode.RATE_LIMITED,
        undefined,
        true,
        { 'Retry-After': String(seconds) },
      );
    }
    // The delay follows the failures before this attempt.
    const delay = account ? accountDelayMs(account.n - 1) : 0;
    if (delay > 0) await sleep(delay);
    res.on('finish', () => {
      if (res.statusCode === 401) return; // a failure: already counted
      if (res.statusCode < 300 && email) {
        // Signed in: this client's and the account's failures are forgiven.
        giveBack([keys.client]);
        void Promise.all([store.reset(keys.pair), store.reset(keys.account)]).catch(
          (err: unknown) => req.log?.error({ err }, 'sign-in counters could not be updated'),
        );
        return;
      }
      giveBack(counted); // refused for another reason (a malformed request): not a guess
    });
    next();
  };
}
