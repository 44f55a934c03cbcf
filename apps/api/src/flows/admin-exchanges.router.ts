import { paginationFor } from '@vastra/contracts/admin/paging';
import { ExchangeMsg } from '@vastra/contracts/exchange';
import { adminExchangesApi } from '@vastra/contracts/routes/exchanges';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { bindRoutes } from '../lib/route';
import { exchangesOfOrder, pageOfExchanges, toAdminExchangeDto } from '../modules/exchanges';
import { adminRoutesOn, staffActor } from '../modules/staff';
import { staffExchangeAction } from './exchange';
import { lifecycleDeps } from './lifecycle-deps';

/** Back-office exchanges (`/api/admin/exchanges`): the list and the staff actions. */
export function createAdminExchangesRouter(deps: AppDeps): Router {
  const router = Router();
  const flow = lifecycleDeps(deps);

  bindRoutes(adminRoutesOn(router), adminExchangesApi, {
    list: async ({ query }) => {
      if (query.orderId) {
        const found = await exchangesOfOrder(query.orderId);
        return {
          success: true,
          data: found
            .filter((x) => !query.status || x.status === query.status)
            .map(toAdminExchangeDto),
        };
      }
      const { rows, total } = await pageOfExchanges(query.status, query.page, query.limit);
      return {
        success: true,
        data: rows.map(toAdminExchangeDto),
        pagination: paginationFor(query.page, query.limit, total),
      };
    },
    act: async ({ params, body }, req) => ({
      success: true,
      message: ExchangeMsg.done[body.action],
      data: await staffExchangeAction(flow, params.id, body, staffActor(req)),
    }),
  });

  return router;
}
