import { VersionSeenSchema } from './edit-version';
import { z } from 'zod';
import { isEmail, LoginBodySchema, utf8Length } from '../account';
import { ObjectIdSchema, PaginationQuerySchema, PaginationSchema, successBody } from '../common';

/**
 * Back-office staff: who signs in to the admin, with which role, and the audit log of what they
 * changed. Roles are ordered: an owner may do everything (staff management and the audit log
 * included), staff run the catalogue, content, orders, reviews and messages, read-only staff may
 * only look.
 */
export const STAFF_ROLES = ['owner', 'staff', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Choose a role: owner, staff or read-only.',
});

const RANK: Record<StaffRole, number> = { readonly: 0, staff: 1, owner: 2 };
/** True when `role` is `least` or above it (owner > staff > readonly). */
export const roleAtLeast = (role: StaffRole, least: StaffRole): boolean =>
  RANK[role] >= RANK[least];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  readonly: 'Read-only',
};

/** The JWT audience of back-office tokens; shopper tokens never carry it. */
export const STAFF_TOKEN_AUDIENCE = 'vastra-admin';
export const STAFF_PASSWORD_MIN_LENGTH = 8;

export const StaffMsg = {
  invalidCredentials: 'Invalid email or password.',
  signInRequired: 'Please sign in to the back office.',
  sessionInvalid: 'Your back-office session is no longer valid. Please sign in again.',
  notStaff: 'This needs a back-office account.',
  forbidden: 'Your role does not allow this.',
  readOnly: 'Read-only staff can look but not change anything.',
  emailTaken: 'A staff account with this email already exists.',
  notFound: 'Staff account not found.',
  lastOwner: 'The shop needs at least one active owner.',
  nameRequired: 'Please enter a name.',
  emailInvalid: 'Please enter a valid email address.',
  passwordShort: `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordLong: 'Password must be at most 72 bytes.',
} as const;

/** Staff sign-in takes the same shape (and messages) as the shopper's. */
export const StaffLoginBodySchema = LoginBodySchema;
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

export const StaffSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  active: z.boolean(),
  createdAt: z.string().optional(),
  /** The account's edit version (see `edit-version.ts`); absent from answers made before it. */
  editVersion: z.number().int().min(0).optional(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const StaffLoginResponseSchema = successBody({ token: z.string(), staff: StaffSchema });
export const StaffMeResponseSchema = successBody({ staff: StaffSchema });
export const StaffListResponseSchema = successBody({ staff: z.array(StaffSchema) });
export const StaffResponseSchema = successBody({ staff: StaffSchema });

const staffName = z
  .string({ error: StaffMsg.nameRequired })
  .trim()
  .min(1, { error: StaffMsg.nameRequired })
  .max(100, { error: 'Name must be at most 100 characters.' });
const staffEmail = z
  .string({ error: StaffMsg.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: StaffMsg.emailInvalid })
  .refine(isEmail, { error: StaffMsg.emailInvalid });
export const StaffPasswordSchema = z
  .string({ error: StaffMsg.passwordShort })
  .min(STAFF_PASSWORD_MIN_LENGTH, { error: StaffMsg.passwordShort })
  .refine((p) => utf8Length(p) <= 72, { error: StaffMsg.passwordLong });

export const CreateStaffBodySchema = z.object({
  name: staffName,
  email: staffEmail,
  password: StaffPasswordSchema,
  role: StaffRoleSchema,
});
export type CreateStaffBody = z.infer<typeof CreateStaffBodySchema>;

/** Any subset; a new password or a deactivation signs the account out everywhere. */
export const UpdateStaffBodySchema = z
  .object({
    name: staffName.optional(),
    role: StaffRoleSchema.optional(),
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
    password: StaffPasswordSchema.optional(),
    /** The account's `editVersion` the form was opened with (see `edit-version.ts`). */
    versionSeen: VersionSeenSchema,
  })
  .refine(({ versionSeen: _, ...b }) => Object.values(b).some((v) => v !== undefined), {
    error: 'Nothing to change.',
  });
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>;

// ---------- Audit log ----------

/** What kind of thing an audit entry is about; other areas add theirs as plain strings. */
export const AuditEntitySchema = z.object({
  type: z.string(),
  id: z.string(),
  /** A human label at the time of the change (a product's name, a staff e-mail…). */
  label: z.string().default(''),
});

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), role: StaffRoleSchema }),
  /** Dotted verb, e.g. `product.update`, `stock.bulk`, `staff.create`. */
  action: z.string(),
  entity: AuditEntitySchema,
  /** The changed fields before and after (prices and stock always included when they change). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = PaginationQuerySchema.extend({
  action: z.string().trim().max(64).optional(),
  entityType: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(64).optional(),
  actor: ObjectIdSchema.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** What the audit log's filters offer: every action and kind of record it holds, sorted. */
export const AuditFiltersResponseSchema = successBody({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
});

export const AuditListResponseSchema = successBody({
  entries: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
