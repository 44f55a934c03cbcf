import { Types } from 'mongoose';

/** An ObjectId from its hex string (validated by the caller's schema), or the id itself. */
export const oid = (id: string | Types.ObjectId): Types.ObjectId =>
  typeof id === 'string' ? new Types.ObjectId(id) : id;
