import type { OrderLean } from '../order.model';
import type { CustomerLean } from '../../users';
import { heading, address, render, rs, table } from './pdf-draw';

/**
 * The packing slip (what goes in the parcel, where it goes, cash to collect), drawn with pdfkit.
 * The GST documents (tax invoice, credit notes) are in invoice-pdf.ts.
 */

export function packingSlipPdf(order: OrderLean, customer?: CustomerLean): Promise<Buffer> {
  return render(`Packing slip ${String(order._id)}`, (doc) => {
    heading(doc, 'Packing slip', order);
    address(doc, 'Ship to', order, customer);
    if (order.shipment)
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`Courier: ${order.shipment.courier}   AWB: ${order.shipment.awb}`)
        .moveDown(0.6);
    table(
      doc,
      [
        { header: '#', width: 25 },
        { header: 'Item', width: 260 },
        { header: 'Brand', width: 110 },
        { header: 'Size', width: 60 },
        { header: 'Qty', width: 60, align: 'right' },
      ],
      order.items.map((i, n) => [
        String(n + 1),
        i.name,
        i.brand ?? '',
        i.size ?? '-',
        String(i.quantity),
      ]),
    );
    const units = order.items.reduce((a, i) => a + i.quantity, 0);
    doc.font('Helvetica-Bold').fontSize(10).text(`Units in this parcel: ${units}`);
    if (order.paymentMethod === 'COD') doc.text(`Cash to collect on delivery: ${rs(order.total)}`);
    else doc.font('Helvetica').text('Prepaid: nothing to collect.');
  });
}
