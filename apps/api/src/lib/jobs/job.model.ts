import mongoose, { Schema } from 'mongoose';

/** The collection Agenda keeps its jobs in; jobs recorded inside a transaction go there too. */
export const JOBS_COLLECTION_NAME = 'jobs';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/**
 * A job as Agenda stores it (its MongoDB backend's document shape), declared here so the app's
 * index sync keeps Agenda's index and so a transaction can insert a job with its session.
 * `key` (also in `data`, where handlers read it) is the job's idempotency key: one job per key,
 * ever (a replayed change records none). Agenda keeps fields it does not know as they are.
 */
const jobSchema = new Schema(
  {
    name: { type: String, required: true },
    key: { type: String },
    data: { type: Schema.Types.Mixed, default: {} },
    type: { type: String, default: 'normal' },
    priority: { type: Number, default: 0 },
    nextRunAt: { type: Date, default: null },
    lockedAt: { type: Date, default: null },
    lastModifiedBy: { type: String, default: null },
    lastRunAt: { type: Date, default: null },
    lastFinishedAt: { type: Date, default: null },
    failCount: { type: Number, default: null },
    failReason: { type: String, default: null },
    failedAt: { type: Date, default: null },
    disabled: { type: Boolean, default: null },
  },
  { collection: JOBS_COLLECTION_NAME, versionKey: false, strict: false, minimize: false },
);

// Agenda's own lookup of the next job to lock (the index its backend would create).
jobSchema.index(
  { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
  { name: 'findAndLockNextJobIndex' },
);
jobSchema.index(
  { key: 1 },
  { unique: true, partialFilterExpression: { key: { $type: 'string' } } },
);
// Finished one-time jobs are kept a month (what ran, when, after how many failures), then go.
jobSchema.index(
  { lastFinishedAt: 1 },
  { expireAfterSeconds: THIRTY_DAYS_S, partialFilterExpression: { type: 'normal' } },
);

export const JobModel = mongoose.model('Job', jobSchema);
