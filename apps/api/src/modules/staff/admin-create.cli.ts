import { parseArgs } from 'node:util';
import { CreateStaffBodySchema } from '@vastra/contracts/admin/staff';
import { AppError } from '../../lib/app-error';
import { connectCliDatabase } from '../../lib/cli-db';
import { createLogger } from '../../lib/logger';
import { StaffModel } from './staff.model';
import { createStaffAccount, staffHashRounds } from './staff.service';

const USAGE =
  'usage: pnpm --filter @vastra/api admin:create -- --email EMAIL --password PASSWORD [--name NAME] [--role owner|staff|readonly]';

/**
 * `admin:create`: creates a back-office account (an owner unless `--role` says otherwise), against
 * MONGODB_URI or the dev stack's embedded database. This is how a shop gets its first owner.
 */
async function main(): Promise<void> {
  // pnpm passes the `--` separator through; it is not an argument.
  const argv = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Owner' },
      role: { type: 'string', default: 'owner' },
    },
    strict: true,
  });
  const parsed = CreateStaffBodySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    console.error(USAGE);
    process.exit(2);
  }
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn', process.stdout.isTTY);
  const disconnect = await connectCliDatabase(logger);
  try {
    await StaffModel.init();
    const staff = await createStaffAccount(parsed.data, staffHashRounds('production'), null);
    console.info(`Created ${staff.role} ${staff.email} (${staff._id}).`);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      console.error(err.message);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  console.error(USAGE);
  process.exit(1);
});
