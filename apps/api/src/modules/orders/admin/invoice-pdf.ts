import { orderMoney, returnQuote } from '@vastra/contracts';
import { placeOfSupplyLabel } from '@vastra/contracts/admin/gst-states';
import {
  creditNoteFigures,
  gstInvoice,
  type CreditNoteInput,
  type GstInvoice,
  type InvoiceInput,
} from '@vastra/contracts/admin/invoice';
import { pincodeDataset } from '../../pincode';
import type { OrderLean } from '../order.model';
import type { CustomerLean } from '../../users';
import { address, day, heading, render, rs, SELLER, table, type Doc } from './pdf-draw';

/**
 * The order's GST documents, drawn with pdfkit: the tax invoice (numbered in its series once the
 * order is confirmed) and the credit notes against it, with figures from `gstInvoice` and
 * `creditNoteFigures` in the contracts. The place of supply is the state of the delivery pincode
 * (the shopper may have typed another state in the address); the state typed stands only when
 * the pincode is not in the dataset.
 */

type CreditNote = OrderLean['creditNotes'][number];

/** The state the goods are delivered to: the pincode's, else the one typed in the address. */
export async function supplyState(order: OrderLean): Promise<string> {
  const pin = order.addressSnapshot.zipcode.trim();
  const place = await pincodeDataset()
    .then((places) => places.get(pin))
    .catch(() => undefined);
  return place?.state || order.addressSnapshot.state;
}

function invoiceInput(order: OrderLean, buyerState: string): InvoiceInput {
  return {
    items: order.items.map((i) => ({
      name: i.name,
      size: i.size ?? null,
      price: i.price,
      quantity: i.quantity,
      couponShare: i.couponShare ?? null,
    })),
    couponDiscount: order.couponDiscount ?? 0,
    delivery: order.delivery,
    total: order.total,
    buyerState,
    sellerState: SELLER.state,
  };
}

/** The invoice's figures for an order (seller and buyer states decide CGST+SGST or IGST). */
export async function invoiceFigures(order: OrderLean): Promise<GstInvoice> {
  return gstInvoice(invoiceInput(order, await supplyState(order)));
}

/** What a return credits: the refund's priced lines (older refunds: priced again from the request). */
function returnedParts(order: OrderLean): Partial<CreditNoteInput> {
  const index = new Map(order.items.map((i, n) => [String(i._id), n]));
  const r = order.refund;
  if (r?.lines?.length)
    return {
      returned: r.lines.map((l) => ({
        line: index.get(String(l.itemId)) ?? -1,
        quantity: l.quantity,
        paidPaise: l.paid,
      })),
      recoveredPaise: r.recovered ?? 0,
      deliveryPaise: r.delivery ?? 0,
    };
  const q = returnQuote(
    orderMoney({ ...order, refund: null }),
    (order.returnRequest?.items ?? []).map((i) => ({
      itemId: String(i.itemId),
      quantity: i.quantity ?? 0,
    })),
  );
  return {
    returned: q.lines.map((l) => ({
      line: index.get(l.id) ?? -1,
      quantity: l.quantity,
      paidPaise: l.paidPaise,
    })),
    recoveredPaise: q.recoveredPaise,
    deliveryPaise: q.deliveryPaise,
  };
}

/** A credit note's figures: the credited rows at the invoice's rates, totalling its amount. */
export async function creditNoteFiguresFor(
  order: OrderLean,
  note: CreditNote,
): Promise<GstInvoice> {
  return creditNoteFigures({
    invoice: invoiceInput(order, await supplyState(order)),
    kind: note.kind,
    amountPaise: note.amount,
    ...(note.kind === 'return' ? returnedParts(order) : {}),
  });
}

function sellerBlock(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(10).text(SELLER.name);
  doc.font('Helvetica').fontSize(9);
  for (const l of SELLER.lines) doc.text(l);
  doc.text(`GSTIN: ${SELLER.gstin}`);
}

/** The rows and totals of a GST document; `totalLabel` names its total. */
function figures(doc: Doc, inv: GstInvoice, totalLabel: string): void {
  const tax = inv.interState
    ? [{ header: 'IGST', width: 60, align: 'right' as const }]
    : [
        { header: 'CGST', width: 50, align: 'right' as const },
        { header: 'SGST', width: 50, align: 'right' as const },
      ];
  table(
    doc,
    [
      { header: 'Description', width: inv.interState ? 135 : 125 },
      { header: 'HSN/SAC', width: 45 },
      { header: 'Qty', width: 25, align: 'right' },
      { header: 'Unit price', width: 60, align: 'right' },
      { header: 'Discount', width: 50, align: 'right' },
      { header: 'Taxable', width: 60, align: 'right' },
      { header: 'Rate', width: 30, align: 'right' },
      ...tax,
      { header: 'Total', width: 60, align: 'right' },
    ],
    inv.rows.map((r) => [
      r.description,
      r.hsn,
      String(r.quantity),
      rs(r.unitPrice),
      rs(r.discount),
      rs(r.taxable),
      `${r.rate}%`,
      ...(inv.interState ? [rs(r.igst)] : [rs(r.cgst), rs(r.sgst)]),
      rs(r.total),
    ]),
  );
  doc.font('Helvetica').fontSize(9.5);
  doc.text(`Taxable value: ${rs(inv.taxable)}`, { align: 'right' });
  if (inv.interState) doc.text(`IGST: ${rs(inv.igst)}`, { align: 'right' });
  else {
    doc.text(`CGST: ${rs(inv.cgst)}`, { align: 'right' });
    doc.text(`SGST: ${rs(inv.sgst)}`, { align: 'right' });
  }
  doc.font('Helvetica-Bold').text(`${totalLabel}: ${rs(inv.total)}`, { align: 'right' });
  doc.moveDown(1);
}

const footnote = (doc: Doc, text: string) => doc.font('Helvetica').fontSize(8).text(text);

/** The tax invoice of an invoiced order (see `invoicedOrder` in tax-documents.ts). */
export async function taxInvoicePdf(order: OrderLean, customer?: CustomerLean): Promise<Buffer> {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`order ${String(order._id)} has no invoice`);
  const state = await supplyState(order);
  const inv = gstInvoice(invoiceInput(order, state));
  return render(`Tax invoice ${invoice.number}`, (doc) => {
    heading(doc, 'Tax Invoice', order);
    sellerBlock(doc);
    doc.text(`Invoice number: ${invoice.number}`);
    doc.text(`Invoice date: ${day(invoice.issuedAt)}`);
    doc.text(`Place of supply: ${placeOfSupplyLabel(state)}`);
    doc.moveDown(0.6);
    address(doc, 'Bill and ship to', order, customer);
    figures(doc, inv, 'Invoice total');
    footnote(
      doc,
      'Prices include GST. Apparel is taxed at 5% up to Rs. 2,500 a piece and 18% above; delivery at the highest rate of the goods. This is a computer-generated invoice and needs no signature.',
    );
  });
}

/** A credit note against the order's invoice. */
export async function creditNotePdf(
  order: OrderLean,
  note: CreditNote,
  customer?: CustomerLean,
): Promise<Buffer> {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`order ${String(order._id)} has no invoice`);
  const state = await supplyState(order);
  const inv = await creditNoteFiguresFor(order, note);
  return render(`Credit note ${note.number}`, (doc) => {
    heading(doc, 'Credit Note', order);
    sellerBlock(doc);
    doc.text(`Credit note number: ${note.number}`);
    doc.text(`Credit note date: ${day(note.issuedAt)}`);
    doc.text(`Against tax invoice: ${invoice.number} dated ${day(invoice.issuedAt)}`);
    doc.text(
      `Reason: ${note.kind === 'cancellation' ? 'order cancelled' : 'goods returned by the customer'}`,
    );
    doc.text(`Place of supply: ${placeOfSupplyLabel(state)}`);
    doc.moveDown(0.6);
    address(doc, 'Customer', order, customer);
    figures(doc, inv, 'Credit note total');
    footnote(
      doc,
      'The amounts credited include GST, at the rates of the invoice. This is a computer-generated credit note and needs no signature.',
    );
  });
}
