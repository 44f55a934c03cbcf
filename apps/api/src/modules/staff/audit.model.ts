import { STAFF_ROLES } from '@vastra/contracts/admin/staff';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** One back-office change: who, when, what, and the changed fields before and after. */
const auditSchema = new Schema(
  {
    at: { type: Date, required: true, default: () => new Date() },
    actor: {
      id: { type: String, required: true },
      email: { type: String, required: true },
      role: { type: String, enum: STAFF_ROLES, required: true },
    },
    action: { type: String, required: true },
    entity: {
      type: { type: String, required: true },
      id: { type: String, required: true },
      label: { type: String, default: '' },
    },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false },
);

// One index per listing the owner can ask for (see audit.service.ts).
auditSchema.index({ at: -1 });
auditSchema.index({ action: 1, at: -1 });
auditSchema.index({ 'entity.type': 1, 'entity.id': 1, at: -1 });
auditSchema.index({ 'actor.id': 1, at: -1 });

export type AuditRecord = InferSchemaType<typeof auditSchema>;
export const AuditModel = mongoose.model('AuditEntry', auditSchema, 'audit_log');
