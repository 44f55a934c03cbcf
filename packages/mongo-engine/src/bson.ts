/**
 * The engine's BSON classes, taken from the driver so that there is ONE copy in the process:
 * `bson` is dual-packaged (ESM + CJS), and the driver/Mongoose load the CJS build, so importing
 * 'bson' from ESM here would create a second ObjectId/Decimal128 class. `bson` stays a pinned
 * dependency (same major as the driver's).
 */
import { BSON } from 'mongodb';

export { BSON, Binary, Decimal128, Long, ObjectId, Timestamp, UUID } from 'mongodb';
export type { Document } from 'mongodb';
export const EJSON = BSON.EJSON;
