import { randomBytes } from 'node:crypto';
import {
  StaffMsg,
  type CreateStaffBody,
  type Staff,
  type StaffLoginBody,
  type UpdateStaffBody,
} from '@vastra/contracts/admin/staff';
import bcrypt from 'bcrypt';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { changedFields, recordAudit, type StaffActor } from './audit.service';
import { atVersion, staleEdit } from './edit-version';
import { guardActiveOwners } from './owner-guard';
import { signStaffToken } from './staff-auth';
import { StaffModel, toStaffDto } from './staff.model';
import { isDuplicateKey } from '../../lib/mongo-errors';

/** bcrypt cost: 12 in production-like use, 4 in tests (the hash's strength is not under test). */
export const staffHashRounds = (nodeEnv: string) => (nodeEnv === 'test' ? 4 : 12);

/**
 * Creates a staff account without an actor check (the `admin:create` command, the demo seed and
 * the owner's staff endpoint all come through here). Answers 409 when the e-mail is taken.
 */
export async function createStaffAccount(
  body: CreateStaffBody,
  rounds: number,
  actor: StaffActor | null,
): Promise<Staff> {
  const passwordHash = await bcrypt.hash(body.password, rounds);
  let created;
  try {
    created = await StaffModel.create({
      name: body.name,
      email: body.email,
      role: body.role,
      passwordHash,
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(StaffMsg.emailTaken);
    throw err;
  }
  const staff = toStaffDto(created.toObject());
  await recordAudit(actor ?? { id: staff._id, email: staff.email, role: staff.role }, {
    action: 'staff.create',
    entity: { type: 'staff', id: staff._id, label: staff.email },
    after: { name: staff.name, email: staff.email, role: staff.role, active: true },
  });
  return staff;
}

/** Back-office accounts: sign-in and the owner's staff management. Plain objects in and out. */
export function createStaffService(deps: Pick<AppDeps, 'env' | 'jwtSecret'>) {
  const rounds = staffHashRounds(deps.env.NODE_ENV);
  // Compared against when the e-mail is unknown, so both failures take about as long.
  let dummyHash: Promise<string> | undefined;
  const timingDummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), rounds));

  async function login(body: StaffLoginBody): Promise<{ token: string; staff: Staff }> {
    const staff = await StaffModel.findOne({ email: body.email }).select('+passwordHash').lean();
    if (!staff) {
      await bcrypt.compare(body.password, await timingDummy());
      throw AppError.unauthorized(StaffMsg.invalidCredentials);
    }
    const ok = await bcrypt.compare(body.password, staff.passwordHash);
    // A deactivated account answers like a wrong password: it tells nobody the account exists.
    if (!ok || !staff.active) throw AppError.unauthorized(StaffMsg.invalidCredentials);
    const token = signStaffToken(
      { id: String(staff._id), tokenVersion: staff.tokenVersion ?? 0 },
      deps.jwtSecret,
    );
    return { token, staff: toStaffDto(staff) };
  }

  async function me(id: string): Promise<Staff> {
    const staff = await StaffModel.findById(id).lean();
    if (!staff) throw AppError.notFound(StaffMsg.notFound);
    return toStaffDto(staff);
  }

  async function list(): Promise<Staff[]> {
    const all = await StaffModel.find({}).sort({ _id: 1 }).lean();
    return all.map(toStaffDto);
  }

  const create = (actor: StaffActor, body: CreateStaffBody) =>
    createStaffAccount(body, rounds, actor);

  /**
   * Changes name, role, password or active state. The last active owner can be neither demoted
   * nor deactivated; a new password or a deactivation ends the account's sessions.
   *
   * One transaction reads the account, counts the other active owners and writes the change with
   * its audit entry. A change that takes an active owner away first writes the owners' guard
   * (owner-guard.ts), so two such changes at once cannot both see "another owner is left": the
   * later one is retried, counts again and answers 409.
   */
  async function update(actor: StaffActor, id: string, body: UpdateStaffBody): Promise<Staff> {
    const passwordHash =
      body.password !== undefined ? await bcrypt.hash(body.password, rounds) : undefined;
    return inTransaction(async (session) => {
      const current = await StaffModel.findById(id).session(session).lean();
      if (!current) throw AppError.notFound(StaffMsg.notFound);
      const version = current.editVersion ?? 0;
      if (body.versionSeen !== undefined && version !== body.versionSeen)
        throw await staleEdit(
          {
            entity: { type: 'staff', id },
            actions: ['staff.update'],
            thing: 'account',
            formField: { passwordChanged: 'password' },
          },
          version - body.versionSeen,
        );
      const losesOwner =
        current.role === 'owner' &&
        current.active &&
        ((body.role !== undefined && body.role !== 'owner') || body.active === false);
      if (losesOwner) {
        await guardActiveOwners(session);
        const others = await StaffModel.countDocuments({
          role: 'owner',
          active: true,
          _id: { $ne: current._id },
        }).session(session);
        if (others === 0) throw AppError.conflict(StaffMsg.lastOwner);
      }
      const set: Record<string, unknown> = {};
      if (body.name !== undefined) set.name = body.name;
      if (body.role !== undefined) set.role = body.role;
      if (body.active !== undefined) set.active = body.active;
      if (passwordHash !== undefined) set.passwordHash = passwordHash;
      const endSessions = body.password !== undefined || body.active === false;
      const updated = await StaffModel.findOneAndUpdate(
        { _id: id, ...atVersion(version) },
        { $set: set, $inc: { editVersion: 1, ...(endSessions ? { tokenVersion: 1 } : {}) } },
        { returnDocument: 'after', session },
      ).lean();
      if (!updated) throw AppError.notFound(StaffMsg.notFound);
      const diff = changedFields(current, updated, ['name', 'role', 'active'] as const);
      if (diff || body.password !== undefined) {
        await recordAudit(
          actor,
          {
            action: 'staff.update',
            entity: { type: 'staff', id, label: updated.email },
            before: diff?.before ?? {},
            after: {
              ...diff?.after,
              ...(body.password !== undefined ? { passwordChanged: true } : {}),
            },
          },
          session,
        );
      }
      return toStaffDto(updated);
    });
  }

  return { login, me, list, create, update };
}
