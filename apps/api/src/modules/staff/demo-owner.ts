import type { Logger } from '../../lib/logger';
import { StaffModel } from './staff.model';
import { createStaffAccount, staffHashRounds } from './staff.service';

/** The development stack's back-office owner (named in the README); never made in production. */
export const DEMO_OWNER = {
  name: 'Demo Owner',
  email: 'owner@vastra.local',
  password: 'vastra-owner',
  role: 'owner',
} as const;

/** Creates the demo owner when the shop has no staff at all (a fresh development database). */
export async function ensureDemoOwner(nodeEnv: string, logger: Logger): Promise<boolean> {
  if (nodeEnv === 'production') return false;
  if ((await StaffModel.estimatedDocumentCount()) > 0) return false;
  await StaffModel.init();
  await createStaffAccount(DEMO_OWNER, staffHashRounds(nodeEnv), null);
  logger.info({ email: DEMO_OWNER.email }, 'seeded the demo back-office owner');
  return true;
}
