import mongoose, { Schema } from 'mongoose';

/**
 * Each staff member's own e-mail alerts (one document per account, `_id` the staff id; none
 * means every alert off). Kept beside the account rather than on it: only its owner changes it.
 */
const staffAlertsSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    newOrders: { type: Boolean, default: false },
    lowStockDigest: { type: Boolean, default: false },
  },
  { timestamps: true },
);

// Who to tell, per alert (the placing transaction and the daily digest ask).
staffAlertsSchema.index({ newOrders: 1 });
staffAlertsSchema.index({ lowStockDigest: 1 });

export const StaffAlertsModel = mongoose.model('StaffAlerts', staffAlertsSchema, 'staff_alerts');
