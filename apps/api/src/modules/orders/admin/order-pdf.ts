import { gstInvoice, type GstInvoice } from '@vastra/contracts/admin/invoice';
import PDFDocument from 'pdfkit';
import type { OrderLean } from '../order.model';
import type { CustomerLean } from './admin-orders.data';
import { SHOP_TIME_ZONE } from '@vastra/contracts/shop-time';

/**
 * The order's printable documents, drawn with pdfkit: the packing slip (what goes in the parcel,
 * where it goes, cash to collect) and the GST tax invoice (figures from `gstInvoice` in the
 * contracts). The standard PDF fonts have no rupee sign, so amounts read "Rs. 1,234.00".
 */

/** The seller printed on invoices (the demo shop's details; a real shop puts its own here). */
export const SELLER = {
  name: 'Vastra Fashions Private Limited',
  lines: ['Vastra Fulfilment Centre, 14 Janpath', 'New Delhi 110001, Delhi, India'],
  state: 'Delhi',
  gstin: '07AABCV1234F1Z5',
} as const;

const rs = (n: number) =>
  `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });

type Doc = PDFKit.PDFDocument;

function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: 'Vastra' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A simple table: a bold header row, then rows, each as tall as its tallest cell. */
function table(doc: Doc, columns: Column[], rows: string[][]): void {
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: columns[i]?.width ?? 50 }));
    const h = Math.max(...heights) + 6;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      const col = columns[i];
      if (!col) return;
      doc.text(c, x, y + 3, { width: col.width, align: col.align ?? 'left' });
      x += col.width;
    });
    const width = columns.reduce((a, c) => a + c.width, 0);
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const r of rows) drawRow(r, false);
  doc.moveDown(0.5);
}

function heading(doc: Doc, title: string, order: OrderLean): void {
  doc.font('Helvetica-Bold').fontSize(18).text('Vastra', { continued: false });
  doc.font('Helvetica-Bold').fontSize(13).text(title);
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Order ${String(order._id)}`)
    .text(`Placed on ${day(order.createdAt)}`)
    .text(`Payment: ${order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online'}`);
  doc.moveDown(0.6);
}

function address(doc: Doc, label: string, order: OrderLean, customer?: CustomerLean): void {
  const a = order.addressSnapshot;
  doc.font('Helvetica-Bold').fontSize(10).text(label);
  doc.font('Helvetica').fontSize(9);
  const name = a.name || customer?.name || '';
  if (name) doc.text(name);
  doc.text(a.address);
  if (a.landmark) doc.text(`Landmark: ${a.landmark}`);
  doc.text(`${a.city}, ${a.state} ${a.zipcode}`);
  doc.text(a.country ?? 'India');
  const phone = a.phone || customer?.phone;
  if (phone) doc.text(`Phone: ${phone}`);
  doc.moveDown(0.6);
}

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

/** The invoice's figures for an order (seller and buyer states decide CGST+SGST or IGST). */
export function invoiceFigures(order: OrderLean): GstInvoice {
  return gstInvoice({
    items: order.items.map((i) => ({
      name: i.name,
      size: i.size ?? null,
      price: i.price,
      quantity: i.quantity,
    })),
    couponDiscount: order.couponDiscount ?? 0,
    delivery: order.delivery,
    total: order.total,
    buyerState: order.addressSnapshot.state,
    sellerState: SELLER.state,
  });
}

/** Invoice number: the order's, so one order has one invoice. */
export const invoiceNumber = (order: OrderLean) =>
  `VST-${String(order._id).slice(-10).toUpperCase()}`;

export function taxInvoicePdf(order: OrderLean, customer?: CustomerLean): Promise<Buffer> {
  const inv = invoiceFigures(order);
  return render(`Tax invoice ${invoiceNumber(order)}`, (doc) => {
    heading(doc, 'Tax Invoice', order);
    doc.font('Helvetica-Bold').fontSize(10).text(SELLER.name);
    doc.font('Helvetica').fontSize(9);
    for (const l of SELLER.lines) doc.text(l);
    doc.text(`GSTIN: ${SELLER.gstin}`);
    doc.text(`Invoice number: ${invoiceNumber(order)}`);
    doc.text(`Invoice date: ${day(order.createdAt)}`);
    doc.text(`Place of supply: ${order.addressSnapshot.state}`);
    doc.moveDown(0.6);
    address(doc, 'Bill and ship to', order, customer);
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
        { header: 'Total', width: inv.interState ? 60 : 60, align: 'right' },
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
    doc.font('Helvetica-Bold').text(`Invoice total: ${rs(inv.total)}`, { align: 'right' });
    doc.moveDown(1);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        'Prices include GST. Apparel is taxed at 5% up to Rs. 2,500 a piece and 18% above; delivery at the highest rate of the goods. This is a computer-generated invoice and needs no signature.',
      );
  });
}
