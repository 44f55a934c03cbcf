import { CustomerMsg } from '@vastra/contracts/admin/customers';
import { adminCustomersApi } from '@vastra/contracts/routes/admin-customers';
import { Router } from 'express';
import { bindRoutes } from '../../lib/route';
import { adminRoutesOn, staffActor } from '../staff';
import { addCustomerNote, getCustomer, listCustomers, updateCustomer } from './customers.service';

/** Customers (`/api/admin/customers`): everyone reads; staff and owners act. */
export function createCustomersRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminCustomersApi, {
    listCustomers: ({ query }) => listCustomers(query),
    getCustomer: async ({ params }) => ({ success: true, data: await getCustomer(params.id) }),
    updateCustomer: async ({ params, body }, req) => ({
      success: true,
      message: CustomerMsg.updated,
      data: await updateCustomer(staffActor(req), params.id, body),
    }),
    addCustomerNote: async ({ params, body }, req) => {
      const actor = staffActor(req);
      return {
        success: true,
        message: CustomerMsg.noteAdded,
        data: await addCustomerNote(
          { ...actor, name: req.staff?.name || actor.email },
          params.id,
          body.text,
        ),
      };
    },
  });
  return router;
}
