import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES } from '@vastra/contracts';
import type { AppDeps } from '../../deps';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import type { JobTable } from '../../lib/jobs/jobs';
import { UserModel } from './user.model';

/** SHA-256 of a reset token: the only form stored. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The first configured web origin, without a trailing slash (used in e-mail links). */
export function webOrigin(list: string): string {
  const first =
    list
      .split(',')
      .map((o) => o.trim())
      .find(Boolean) ?? '';
  return first.replace(/\/+$/, '');
}

export function resetEmail(name: string, link: string) {
  const subject = `Reset your ${SHOP_NAME} password`;
  const text = [
    `Hello ${name},`,
    '',
    `We received a request to reset the password of your ${SHOP_NAME} account.`,
    `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
    `— ${SHOP_NAME}`,
  ].join('\n');
  const html = emailHtml(`<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your ${SHOP_NAME} account.
Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p style="font-size:12px;color:#6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>— ${SHOP_NAME}</p>`);
  return { subject, text, html };
}

/** Sent to the old address when an account's e-mail changes. */
export function emailChangedEmail(name: string, oldEmail: string, newEmail: string) {
  const subject = `Your ${SHOP_NAME} email address was changed`;
  const lines = [
    `The email address of your ${SHOP_NAME} account was changed from ${oldEmail} to ${newEmail}.`,
    'Every other device signed in to the account has been signed out.',
    `If you did not make this change, reply to this e-mail or contact ${SHOP_NAME} support at once: someone may have your password.`,
  ];
  const text = [`Hello ${name},`, '', ...lines.flatMap((l) => [l, '']), `— ${SHOP_NAME}`].join(
    '\n',
  );
  const html = emailHtml(
    [`Hello ${name},`, ...lines, `— ${SHOP_NAME}`].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  );
  return { subject, text, html };
}

/**
 * The account jobs. A password reset makes its token when it runs (each try voids the one
 * before), so the job holds only the account's id; the e-mail change notice goes to the old
 * address.
 */
export function userJobs(deps: Pick<AppDeps, 'env' | 'logger' | 'mailer'>): JobTable {
  return {
    'user.password-reset': async (d) => {
      const token = randomBytes(32).toString('hex');
      const user = await UserModel.findOneAndUpdate(
        { _id: String(d.userId) },
        {
          $set: {
            resetTokenHash: hashResetToken(token),
            resetTokenExpiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
          },
        },
        { returnDocument: 'after', projection: { name: 1, email: 1 } },
      ).lean();
      if (!user) return;
      const link = `${webOrigin(deps.env.WEB_ORIGIN)}/reset-password/${token}`;
      if (deps.mailer.kind === 'outbox')
        deps.logger.info({ to: user.email, link }, 'password reset link (outbox mode)');
      await deps.mailer.send({ to: user.email, ...resetEmail(user.name, link) });
    },
    'user.email-changed': async (d) => {
      const mail = emailChangedEmail(String(d.name), String(d.oldEmail), String(d.newEmail));
      await deps.mailer.send({ to: String(d.oldEmail), ...mail });
    },
  };
}
