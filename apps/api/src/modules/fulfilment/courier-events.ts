import { isDuplicateKey } from '../../lib/mongo-errors';
import { CourierEventModel } from './courier-event.model';

/**
 * Records a courier event by its id: 'new' the first time, 'duplicate' when the courier sends it
 * again (the unique index on the id decides, so two deliveries racing record it once).
 */
export async function recordCourierEvent(event: {
  id: string;
  awb: string;
  status: string;
}): Promise<'new' | 'duplicate'> {
  try {
    await CourierEventModel.create({ eventId: event.id, awb: event.awb, status: event.status });
    return 'new';
  } catch (err) {
    if (isDuplicateKey(err)) return 'duplicate';
    throw err;
  }
}

/** Forgets an event whose processing failed, so the courier's retry is not taken for a duplicate. */
export async function forgetCourierEvent(id: string): Promise<void> {
  await CourierEventModel.deleteOne({ eventId: id }).catch(() => undefined);
}
