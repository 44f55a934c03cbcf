import PDFDocument from 'pdfkit';
import { SHOP_TIME_ZONE } from '@vastra/contracts/shop-time';
import type { OrderLean } from '../order.model';
import type { CustomerLean } from '../../users';

/**
 * What the order's PDFs share, drawn with pdfkit: the seller, amounts, dates, a page, a table, the
 * heading and the address block. The standard PDF fonts have no rupee sign, so amounts read
 * "Rs. 1,234.00".
 */

/** The seller printed on invoices (the demo shop's details; a real shop puts its own here). */
export const SELLER = {
  name: 'Vastra Fashions Private Limited',
  lines: ['Vastra Fulfilment Centre, 14 Janpath', 'New Delhi 110001, Delhi, India'],
  state: 'Delhi',
  gstin: '07AABCV1234F1Z5',
} as const;

export const rs = (n: number) =>
  `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const day = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });

export type Doc = PDFKit.PDFDocument;

export function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
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

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A simple table: a bold header row, then rows, each as tall as its tallest cell. */
export function table(doc: Doc, columns: Column[], rows: string[][]): void {
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

export function heading(doc: Doc, title: string, order: OrderLean): void {
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

export function address(doc: Doc, label: string, order: OrderLean, customer?: CustomerLean): void {
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
