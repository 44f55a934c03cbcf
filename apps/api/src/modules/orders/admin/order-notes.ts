import type { AdminOrderNote } from '@vastra/contracts/admin/order-notes';
import { inTransaction } from '../../../lib/transaction';
import { recordAudit, type StaffActor } from '../../staff';
import { orderRef } from '../order.model';
import { loadOrder } from './admin-orders.service';
import { OrderNoteModel, type OrderNoteLean } from './order-note.model';
import { toNote } from './order-notes.data';

/**
 * Adds a staff note to an order (404 when there is none), private to staff unless
 * `visibleToCustomer`: the note and its audit entry are one transaction. The order itself is left
 * as it is.
 */
export async function addOrderNote(
  actor: StaffActor & { name: string },
  orderId: string,
  text: string,
  visibleToCustomer = false,
): Promise<AdminOrderNote> {
  const order = await loadOrder(orderId);
  return inTransaction(async (session) => {
    const [note] = await OrderNoteModel.create(
      [
        {
          order: order._id,
          text,
          by: { id: actor.id, name: actor.name },
          at: new Date(),
          visibleToCustomer,
        },
      ],
      { session },
    );
    if (!note) throw new Error('The note was not written.');
    await recordAudit(
      { id: actor.id, email: actor.email, role: actor.role },
      {
        action: 'order.note',
        entity: { type: 'order', id: orderId, label: `Order ${orderRef(orderId)}` },
        after: { note: text, noteId: String(note._id), visibleToCustomer },
      },
      session,
    );
    return toNote(note.toObject<OrderNoteLean>());
  });
}
