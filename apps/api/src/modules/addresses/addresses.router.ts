import { accountRoutes as R, Msg, type AddressBody } from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { validate } from '../../lib/validate';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses.service';

type IdParams = { id: string };

/** /address: the signed-in user's saved addresses. HTTP only. */
export function createAddressesRouter(deps: AppDeps): Router {
  const auth = requireAuth(deps.jwtSecret);
  const router = Router();

  router.get(R.listAddresses.path, auth, async (req, res) => {
    res.json({ success: true, data: await listAddresses(userId(req)) });
  });

  router.post(R.addAddress.path, auth, validate({ body: R.addAddress.body }), async (req, res) => {
    const data = await addAddress(userId(req), res.locals.body as AddressBody);
    res.status(201).json({ success: true, message: Msg.addressAdded, data });
  });

  router.put(
    R.updateAddress.path,
    auth,
    validate({ params: R.updateAddress.params, body: R.updateAddress.body }),
    async (req, res) => {
      const { id } = res.locals.params as IdParams;
      const data = await updateAddress(userId(req), id, res.locals.body as AddressBody);
      res.json({ success: true, message: Msg.addressUpdated, data });
    },
  );

  router.delete(
    R.deleteAddress.path,
    auth,
    validate({ params: R.deleteAddress.params }),
    async (req, res) => {
      const { id } = res.locals.params as IdParams;
      await deleteAddress(userId(req), id);
      res.json({ success: true, message: Msg.addressDeleted });
    },
  );

  router.patch(
    R.setDefaultAddress.path,
    auth,
    validate({ params: R.setDefaultAddress.params }),
    async (req, res) => {
      const { id } = res.locals.params as IdParams;
      const data = await setDefaultAddress(userId(req), id);
      res.json({ success: true, message: Msg.addressDefaultUpdated, data });
    },
  );

  return router;
}
