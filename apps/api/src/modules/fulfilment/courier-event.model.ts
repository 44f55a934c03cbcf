import mongoose, { Schema } from 'mongoose';

/** Courier webhook events already handled, by event id (de-duplication). */
const courierEventSchema = new Schema(
  {
    eventId: { type: String, required: true },
    awb: { type: String, required: true },
    status: { type: String, required: true },
  },
  { timestamps: true },
);
courierEventSchema.index({ eventId: 1 }, { unique: true });

export const CourierEventModel = mongoose.model('CourierEvent', courierEventSchema);
