import { LowStockMsg } from '@vastra/contracts/admin/low-stock';
import { adminLowStockApi } from '@vastra/contracts/routes/admin-low-stock';
import { Router } from 'express';
import { bindRoutes } from '../../lib/route';
import { adminRoutesOn, staffActor } from '../staff';
import {
  listLowStock,
  setProductLowStockThreshold,
  setShopLowStockThreshold,
} from './low-stock.service';

/** Low stock (`/api/admin/low-stock`): everyone reads; staff and owners set thresholds. */
export function createLowStockRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminLowStockApi, {
    listLowStock: ({ query }) => listLowStock(query),
    setLowStockThreshold: async ({ body }, req) => {
      const { threshold, version } = await setShopLowStockThreshold(
        staffActor(req),
        body.threshold,
        body.versionSeen,
      );
      return {
        success: true,
        message: LowStockMsg.thresholdSaved(threshold),
        threshold,
        thresholdVersion: version,
      };
    },
    setProductThreshold: async ({ params, body }, req) => {
      const { name } = await setProductLowStockThreshold(
        staffActor(req),
        params.id,
        body.threshold,
      );
      return {
        success: true,
        message: LowStockMsg.productThresholdSaved(name, body.threshold),
        threshold: body.threshold,
      };
    },
  });
  return router;
}
