import { randomBytes } from 'node:crypto';
import {
  AccountMsg,
  Msg,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
  type User,
} from '@vastra/contracts';
import bcrypt from 'bcrypt';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { signToken } from '../../lib/auth';
import { UserModel, toUserDto } from './user.model';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { recordJob, runRecorded } from '../../lib/jobs/jobs';
import { inTransaction } from '../../lib/transaction';
import { hashResetToken, userJobs } from './user-mails';

/** Accounts: registration, sign-in, password flows and profile. Plain objects in and out. */
export function createUsersService(deps: Pick<AppDeps, 'env' | 'logger' | 'mailer' | 'jwtSecret'>) {
  const rounds = deps.env.NODE_ENV === 'test' ? 4 : 10;
  // Compared against when the e-mail is unknown, so both failures take about as long.
  let dummyHash: Promise<string> | undefined;
  const timingDummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), rounds));

  const issueToken = (id: string, tokenVersion: number) =>
    signToken({ id, tokenVersion }, deps.jwtSecret, deps.env.JWT_EXPIRES_IN);

  async function register(body: RegisterBody): Promise<{ message: string }> {
    // The password is hashed whether or not the e-mail is taken, so both answers take as long:
    // the message says an account exists (so a returning shopper knows to sign in instead), and
    // the timing adds nothing to what it reveals.
    const [taken, passwordHash] = await Promise.all([
      UserModel.exists({ email: body.email }),
      bcrypt.hash(body.password, rounds),
    ]);
    if (taken) throw AppError.conflict(AccountMsg.emailTaken);
    try {
      await UserModel.create({
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw AppError.conflict(AccountMsg.emailTaken);
      throw err;
    }
    return { message: AccountMsg.registered };
  }

  async function login(body: LoginBody): Promise<{ token: string; user: User }> {
    const user = await UserModel.findOne({ email: body.email }).select('+passwordHash').lean();
    if (!user) {
      await bcrypt.compare(body.password, await timingDummy());
      throw AppError.unauthorized(AccountMsg.invalidCredentials);
    }
    if (!(await bcrypt.compare(body.password, user.passwordHash))) {
      throw AppError.unauthorized(AccountMsg.invalidCredentials);
    }
    if (user.blocked) throw AppError.forbidden(AccountMsg.accountBlocked);
    return { token: issueToken(String(user._id), user.tokenVersion ?? 0), user: toUserDto(user) };
  }

  /**
   * Records a job that stores a fresh token's hash (voiding any older one) and mails the link,
   * then runs it. Answers the same whether or not the account exists; a mail failure is retried
   * by the job, never surfaced. No token exists until the job runs, so none is ever stored in the
   * clear, not even in the job.
   */
  async function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
    const user = await UserModel.findOne({ email: body.email }, { _id: 1 }).lean();
    if (user) {
      const userId = String(user._id);
      const job = await recordJob(null, 'user.password-reset', {
        key: `user.password-reset:${userId}:${randomBytes(6).toString('hex')}`,
        userId,
      });
      // Not awaited: an answer that took as long as the mail would tell who has an account.
      void runRecorded([job], userJobs(deps), deps.logger);
    }
    return { message: Msg.resetLinkSent };
  }

  /** Single use: the stored hash is cleared in the same update that sets the new password. */
  async function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
    const tokenHash = hashResetToken(body.token);
    const live = () => ({ resetTokenHash: tokenHash, resetTokenExpiresAt: { $gt: new Date() } });
    if (!(await UserModel.exists(live()))) throw AppError.badRequest(Msg.invalidToken);
    const passwordHash = await bcrypt.hash(body.newPassword, rounds);
    const updated = await UserModel.findOneAndUpdate(
      live(),
      {
        $set: { passwordHash, resetTokenHash: null, resetTokenExpiresAt: null },
        $inc: { tokenVersion: 1 },
      },
      { returnDocument: 'after', projection: { _id: 1 } },
    ).lean();
    if (!updated) throw AppError.badRequest(Msg.invalidToken);
    return { message: AccountMsg.resetDone };
  }

  /** Checks the old password, stores the new one and answers a token carrying the new version. */
  async function changePassword(
    userId: string,
    body: ChangePasswordBody,
  ): Promise<{ token: string; user: User }> {
    const user = await UserModel.findById(userId).select('+passwordHash').lean();
    if (!user) throw AppError.unauthorized();
    if (!(await bcrypt.compare(body.oldPassword, user.passwordHash))) {
      throw AppError.badRequest(AccountMsg.wrongOldPassword);
    }
    const passwordHash = await bcrypt.hash(body.newPassword, rounds);
    const updated = await UserModel.findOneAndUpdate(
      { _id: userId, tokenVersion: user.tokenVersion ?? 0 },
      {
        $set: { passwordHash, resetTokenHash: null, resetTokenExpiresAt: null },
        $inc: { tokenVersion: 1 },
      },
      { returnDocument: 'after' },
    ).lean();
    // Another change or reset won the race: this session is no longer valid.
    if (!updated)
      throw AppError.unauthorized('Your session is no longer valid. Please log in again.');
    return { token: issueToken(userId, updated.tokenVersion ?? 0), user: toUserDto(updated) };
  }

  async function getProfile(userId: string): Promise<User> {
    const user = await UserModel.findById(userId).lean();
    if (!user) throw AppError.notFound(AccountMsg.userNotFound);
    return toUserDto(user);
  }

  /**
   * gender and dob: absent = unchanged, '' = cleared. The e-mail stays unique. Changing the
   * e-mail needs the current password, signs out every other session (token version) and tells
   * the old address; the answer then carries a fresh token for this session.
   */
  async function updateProfile(
    userId: string,
    body: UpdateProfileBody,
  ): Promise<{ user: User; token?: string }> {
    const set: Record<string, string> = { name: body.name, phone: body.phone, email: body.email };
    if (body.gender !== undefined) set.gender = body.gender;
    if (body.dob !== undefined) set.dob = body.dob;
    const current = await UserModel.findById(userId).select('+passwordHash').lean();
    if (!current) throw AppError.notFound(AccountMsg.userNotFound);
    const emailChanges = current.email !== body.email;
    if (emailChanges) {
      if (!body.currentPassword) throw AppError.badRequest(AccountMsg.currentPasswordForEmail);
      if (!(await bcrypt.compare(body.currentPassword, current.passwordHash)))
        throw AppError.badRequest(AccountMsg.wrongCurrentPassword);
    }
    if (await UserModel.exists({ email: body.email, _id: { $ne: userId } }))
      throw AppError.conflict(AccountMsg.emailTaken);
    try {
      const { user, job } = await inTransaction(async (session) => {
        const user = await UserModel.findOneAndUpdate(
          // The e-mail change applies only to the account as its password was checked.
          emailChanges ? { _id: userId, tokenVersion: current.tokenVersion ?? 0 } : { _id: userId },
          emailChanges
            ? {
                $set: { ...set, resetTokenHash: null, resetTokenExpiresAt: null },
                $inc: { tokenVersion: 1 },
              }
            : { $set: set },
          { returnDocument: 'after', runValidators: true, session },
        ).lean();
        // The old address hears of the change (recorded with it, so sent even after a crash).
        const job =
          user && emailChanges
            ? await recordJob(session, 'user.email-changed', {
                key: `user.email-changed:${userId}:${user.tokenVersion ?? 0}`,
                userId,
                oldEmail: current.email,
                newEmail: user.email,
                name: current.name,
              })
            : null;
        return { user, job };
      });
      if (!user && emailChanges)
        throw AppError.unauthorized('Your session is no longer valid. Please log in again.');
      if (!user) throw AppError.notFound(AccountMsg.userNotFound);
      if (!emailChanges) return { user: toUserDto(user) };
      await runRecorded([job], userJobs(deps), deps.logger);
      return { user: toUserDto(user), token: issueToken(userId, user.tokenVersion ?? 0) };
    } catch (err) {
      if (isDuplicateKey(err)) throw AppError.conflict(AccountMsg.emailTaken);
      throw err;
    }
  }

  return {
    register,
    login,
    forgotPassword,
    resetPassword,
    changePassword,
    getProfile,
    updateProfile,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
