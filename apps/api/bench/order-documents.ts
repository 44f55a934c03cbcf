/**
 * Back-office documents benchmark: how long the packing slip and the GST tax invoice take to draw
 * (pdfkit, in process, no database), for a 3-line and a 20-line order. Prints figures; never fails
 * on timing.
 *
 *   pnpm --filter @vastra/api exec tsx bench/order-documents.ts      # BENCH_ROUNDS=200 by default
 */
import { Types } from 'mongoose';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { OrderLean } from '../src/modules/orders/order.model';
import { taxInvoicePdf } from '../src/modules/orders/admin/invoice-pdf';
import { packingSlipPdf } from '../src/modules/orders/admin/order-pdf';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function order(lines: number): OrderLean {
  const items = Array.from({ length: lines }, (_, i) => ({
    _id: new Types.ObjectId(),
    productId: new Types.ObjectId(),
    name: `Handloom cotton kurta with a long name ${i + 1}`,
    price: 799 + i * 150,
    mrp: 999 + i * 150,
    quantity: 1 + (i % 3),
    size: ['S', 'M', 'L', 'XL'][i % 4] ?? 'M',
    image: '',
    brand: 'Vastra Studio',
  }));
  const subtotal = items.reduce((n, i) => n + i.price * i.quantity, 0);
  return {
    _id: new Types.ObjectId(),
    user: new Types.ObjectId(),
    items,
    subtotal,
    couponDiscount: 100,
    delivery: 0,
    total: subtotal - 100,
    status: 'Processing',
    paymentMethod: 'COD',
    addressSnapshot: {
      name: 'Asha Rao',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
      country: 'India',
      landmark: '',
      phone: '9876543210',
    },
    timeline: [],
    invoice: { number: 'VST/26-27/000001', issuedAt: new Date() },
    creditNotes: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  } as unknown as OrderLean;
}

async function time(label: string, draw: () => Promise<Buffer>) {
  await draw(); // warm-up
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const t = performance.now();
    bytes = (await draw()).length;
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]?.toFixed(2);
  console.log(
    `${label.padEnd(28)} median ${at(0.5)} ms  p95 ${at(0.95)} ms  ${(bytes / 1024).toFixed(1)} KiB`,
  );
}

console.log(`order documents, ${ROUNDS} rounds each, load ${loadavg()[0]?.toFixed(2)}`);
for (const lines of [3, 20]) {
  const o = order(lines);
  await time(`packing slip, ${lines} lines`, () => packingSlipPdf(o));
  await time(`tax invoice, ${lines} lines`, () => taxInvoicePdf(o));
}
