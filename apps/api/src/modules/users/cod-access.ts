import { AccountMsg } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import { UserModel } from './user.model';

/** Refuses cash on delivery for a shopper whose account staff took it away from (409). */
export async function assertCodAllowed(userId: string): Promise<void> {
  const user = await UserModel.findById(userId, { codDisabled: 1 }).lean();
  if (user?.codDisabled)
    throw AppError.conflict(AccountMsg.codDisabledForAccount, 'COD_UNAVAILABLE');
}
