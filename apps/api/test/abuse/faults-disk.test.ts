import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, ServiceFaultMsg } from '@vastra/contracts';
import { HealthResponseSchema } from '@vastra/contracts/routes/health';
import mongoose, { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { JobModel } from '../../src/lib/jobs/job.model';
import { ProductModel } from '../../src/modules/catalog/product.model';
import { OrderModel } from '../../src/modules/orders/order.model';
import { createUser } from '../helpers';
import { Tally } from './support/tally';

/**
 * A full disk. The real app runs in a process of its own (test/fixtures/app-process.ts) started
 * with a file size limit of 1 KiB (`ulimit -f 1`, SIGXFSZ ignored), so the kernel refuses every
 * write past 1 KiB (EFBIG) as a full disk refuses every write (ENOSPC): the file is created and
 * the bytes do not fit. A review photo then answers 507 with the message, a password-reset mail
 * to the outbox fails (its job is kept for a retry), `/api/health/ready` says the data folder is
 * full, and no empty, cut-off or temporary file is left in the uploads or the outbox.
 */

const tally = new Tally('faults-disk');

function filesUnder(dir: string): { name: string; size: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => ({ name, size: statSync(join(dir, name)).size }));
}

async function poll(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a full disk under the data folder', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    tally.print();
  });

  it(
    'answers 507 to a photo, keeps the mail for a retry, says so when ready, and leaves no partial file',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'vastra-full-disk-'));
      const script = fileURLToPath(new URL('../fixtures/app-process.ts', import.meta.url));
      // The limit is set by the shell and kept by node (exec); SIGXFSZ ignored, as a server would.
      child = spawn(
        'bash',
        ['-c', `trap '' XFSZ; ulimit -f 1; exec "${process.execPath}" --import tsx "${script}"`],
        {
          env: {
            ...process.env,
            MONGO_URI: inject('mongoUri'),
            MONGO_DB: mongoose.connection.db!.databaseName,
            DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const port = await new Promise<number>((resolve, reject) => {
        let seen = '';
        child!.stdout!.on('data', (b: Buffer) => {
          seen += b.toString();
          const m = /port (\d+)/.exec(seen);
          if (m) resolve(Number(m[1]));
        });
        child!.once('exit', (code) => reject(new Error(`the app process exited (${code})`)));
      });
      const base = `http://127.0.0.1:${port}`;

      // A shopper who bought a product, reviewing it with a photo larger than what fits.
      const user = await createUser();
      const product = await ProductModel.create({
        name: 'Full Disk Kurta',
        slug: `full-disk-kurta-${Date.now()}`,
        category: new Types.ObjectId(),
        price: 999,
      });
      const order = await OrderModel.create({
        user: user.id,
        items: [
          { productId: product._id, name: 'Kurta', price: 999, mrp: 999, quantity: 1, size: 'M' },
        ],
        subtotal: 999,
        delivery: 0,
        total: 999,
        status: 'Delivered',
        paymentMethod: 'COD',
        addressSnapshot: {
          address: '1 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipcode: '560001',
        },
      });
      const noise = Buffer.alloc(256 * 256 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
      const photo = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set('productId', String(product._id));
      form.set('orderId', String(order._id));
      form.set('rating', '5');
      form.set('text', 'Lovely fabric and a great fit.');
      form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'kurta.jpg');
      const review = await fetch(`${base}/api/reviews/create`, {
        method: 'POST',
        headers: user.auth,
        body: form,
      });
      const reviewBody = (await review.json()) as { message?: string; code?: string };
      tally.saw(review.status, review.status === 507);
      tally.set('photoStatus', review.status);
      expect(review.status, JSON.stringify(reviewBody)).toBe(507);
      expect(reviewBody).toMatchObject({
        message: ServiceFaultMsg.storageFull,
        code: ErrorCode.STORAGE_FULL,
      });

      // A password reset: its mail job writes to the outbox, fails, and stays for a retry.
      const reset = await fetch(`${base}/api/users/auth/forget-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.user.email }),
      });
      tally.saw(reset.status, false);
      expect(reset.status).toBe(200);
      await poll(
        async () => (await JobModel.countDocuments({ failCount: { $gte: 1 } })) >= 1,
        'the reset mail’s job to fail on the full disk',
      );
      const failed = await JobModel.findOne({ failCount: { $gte: 1 } }).lean();
      expect(failed?.failReason).toBe(ServiceFaultMsg.storageFull);

      // Readiness stays (the database answers) and says why files cannot be saved.
      const ready = await fetch(`${base}/api/health/ready`);
      const readyBody = HealthResponseSchema.parse(await ready.json());
      tally.saw(ready.status, false);
      expect(ready.status).toBe(200);
      expect(readyBody).toMatchObject({
        status: 'degraded',
        storage: 'full',
        message: ServiceFaultMsg.dataFolderFull,
      });

      const left = [
        ...filesUnder(join(dataDir, 'uploads')),
        ...filesUnder(join(dataDir, 'outbox')),
      ];
      const zeroByte = left.filter((f) => f.size === 0).length;
      tally.set('zeroByteFilesAfterFullDisk', zeroByte);
      tally.set('filesLeft', left.length);
      expect(left, 'no empty, cut-off or temporary file in uploads or the outbox').toEqual([]);
    },
  );
});
