import { Msg } from '@vastra/contracts';
import { addressesApi as A } from '@vastra/contracts/routes/addresses';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { routesOn } from '../../lib/route';
import { shopperGuards } from '../users';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses.service';

/** /address: the signed-in user's saved addresses. HTTP only. */
export function createAddressesRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(A.list)(async (_in, req) => ({ success: true, data: await listAddresses(userId(req)) }));

  route(A.add)(async ({ body }, req) => ({
    success: true,
    message: Msg.addressAdded,
    data: await addAddress(userId(req), body),
  }));

  route(A.update)(async ({ params, body }, req) => ({
    success: true,
    message: Msg.addressUpdated,
    data: await updateAddress(userId(req), params.id, body),
  }));

  route(A.remove)(async ({ params }, req) => {
    await deleteAddress(userId(req), params.id);
    return { success: true, message: Msg.addressDeleted };
  });

  route(A.setDefault)(async ({ params }, req) => ({
    success: true,
    message: Msg.addressDefaultUpdated,
    data: await setDefaultAddress(userId(req), params.id),
  }));

  return router;
}
