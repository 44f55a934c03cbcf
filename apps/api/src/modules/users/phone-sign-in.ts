import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AccountMsg,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  OtpMsg,
  type PhoneVerifyBody,
  type User,
} from '@vastra/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { signToken } from '../../lib/auth';
import { recordJob, runRecorded, type JobTable } from '../../lib/jobs/jobs';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { inTransaction } from '../../lib/transaction';
import { PhoneCodeModel } from './phone-code.model';
import { UserModel, toUserDto } from './user.model';

type Deps = Pick<AppDeps, 'env' | 'logger' | 'sms' | 'jwtSecret'>;

const HOUR_MS = 60 * 60_000;

/** The HMAC key for codes: derived from the JWT secret, so no second secret to keep. */
function codeKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'vastra', 'phone sign-in codes', 32));
}

/** A code's stored form: HMAC-SHA256 keyed by the app, bound to its number. */
const hashCode = (key: Buffer, phone: string, code: string) =>
  createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');

/** Constant-time comparison of two hex digests. */
function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The SMS job: makes the code when it runs (the job holds none), stores its HMAC, texts it. */
export function phoneCodeJobs(deps: Deps): JobTable {
  const key = codeKey(deps.jwtSecret);
  return {
    'user.phone-code': async (d) => {
      const phone = String(d.phone);
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      // Only the request this job follows: a newer request (or a used code) leaves it to its own job.
      const row = await PhoneCodeModel.findOneAndUpdate(
        { _id: phone, requestedAt: new Date(String(d.requestedAt)), usedAt: null },
        {
          $set: {
            codeHash: hashCode(key, phone, code),
            expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
            attempts: 0,
          },
        },
        { projection: { _id: 1 } },
      ).lean();
      if (!row) return;
      await deps.sms.send({ to: phone, text: OtpMsg.sms(code) });
    },
  };
}

/**
 * Sign-in with a phone number and a texted code. A request answers the same whether or not an
 * account has the number; a code is texted only when exactly one account has it (an unknown
 * number gets no SMS and no sign-up path: signing up stays with e-mail). A code is 6 digits, works
 * for 5 minutes, once, and dies after 5 wrong tries.
 */
export function createPhoneSignIn(deps: Deps) {
  const key = codeKey(deps.jwtSecret);
  const jobs = phoneCodeJobs(deps);

  /** Refuses a request within the resend cooldown, saying how long to wait. */
  function cooldown(requestedAt: Date, now: number): AppError {
    const left = Math.ceil((requestedAt.getTime() + OTP_RESEND_SECONDS * 1000 - now) / 1000);
    const seconds = Math.min(OTP_RESEND_SECONDS, Math.max(1, left));
    return AppError.tooMany(OtpMsg.resendWait(seconds), seconds);
  }

  async function requestCode(phone: string): Promise<{ message: string }> {
    const now = new Date();
    const [last, holders] = await Promise.all([
      PhoneCodeModel.findById(phone, { requestedAt: 1 }).lean(),
      UserModel.find({ phone }, { _id: 1 }).limit(2).lean(),
    ]);
    const since = now.getTime() - OTP_RESEND_SECONDS * 1000;
    if (last && last.requestedAt.getTime() > since) throw cooldown(last.requestedAt, now.getTime());
    const user = holders.length === 1 ? holders[0]!._id : null;
    const job = await inTransaction(async (session) => {
      try {
        // The cooldown again, atomically: of two requests at once, one inserts or replaces the
        // row and the other finds it fresh (a duplicate key on the upsert).
        await PhoneCodeModel.updateOne(
          { _id: phone, requestedAt: { $lte: new Date(since) } },
          {
            $set: {
              user,
              requestedAt: now,
              codeHash: null,
              expiresAt: null,
              attempts: 0,
              usedAt: null,
              purgeAt: new Date(now.getTime() + HOUR_MS),
            },
          },
          { upsert: true, session },
        );
      } catch (err) {
        if (isDuplicateKey(err)) throw cooldown(now, now.getTime());
        throw err;
      }
      if (!user) return null;
      return recordJob(session, 'user.phone-code', {
        key: `user.phone-code:${phone}:${now.getTime()}:${randomBytes(4).toString('hex')}`,
        phone,
        requestedAt: now.toISOString(),
      });
    });
    // Not awaited: an answer that waited for the SMS would tell which numbers have an account.
    if (job) void runRecorded([job], jobs, deps.logger);
    return { message: OtpMsg.codeSent };
  }

  async function verifyCode(body: PhoneVerifyBody): Promise<{ token: string; user: User }> {
    const invalid = () => AppError.unauthorized(OtpMsg.codeInvalid);
    const given = hashCode(key, body.phone, body.code);
    // Every try is counted before the code is compared, in one atomic step: a code allows
    // OTP_MAX_ATTEMPTS tries in all, however many arrive at once; the next finds it dead.
    const row = await PhoneCodeModel.findOneAndUpdate(
      {
        _id: body.phone,
        codeHash: { $ne: null },
        usedAt: null,
        expiresAt: { $gt: new Date() },
        attempts: { $lt: OTP_MAX_ATTEMPTS },
      },
      { $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    ).lean();
    if (!row?.codeHash || !row.user || !sameHash(row.codeHash, given)) throw invalid();
    // Single use: only the first of two tries with the right code marks it used.
    const used = await PhoneCodeModel.updateOne(
      { _id: body.phone, codeHash: row.codeHash, usedAt: null },
      { $set: { usedAt: new Date() } },
    );
    if (used.modifiedCount !== 1) throw invalid();
    // The account must still carry the number the code went to.
    const user = await UserModel.findOne({ _id: row.user, phone: body.phone }).lean();
    if (!user) throw invalid();
    if (user.blocked) throw AppError.forbidden(AccountMsg.accountBlocked);
    const token = signToken(
      { id: String(user._id), tokenVersion: user.tokenVersion ?? 0 },
      deps.jwtSecret,
      deps.env.JWT_EXPIRES_IN,
    );
    return { token, user: toUserDto(user) };
  }

  return { requestCode, verifyCode };
}
