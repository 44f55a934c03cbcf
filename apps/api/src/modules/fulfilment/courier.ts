import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import type { BookedShipment, Courier } from './courier-types';
import { SimulatedCourier } from './simulated-courier';
import { XpressbeesCourier } from './xpressbees-courier';

export type { BookedShipment, Courier };

const NO_COURIER: Courier = {
  kind: 'none',
  autoReturns: false,
  createShipment: async () => null,
  track: async () => null,
  cancelShipment: async () => undefined,
};

export function createCourier(env: Env, logger: Logger): Courier {
  if (env.XPRESSBEES_BASE_URL && env.XPRESSBEES_USERNAME && env.XPRESSBEES_PASSWORD) {
    return new XpressbeesCourier(
      {
        baseUrl: env.XPRESSBEES_BASE_URL,
        username: env.XPRESSBEES_USERNAME,
        password: env.XPRESSBEES_PASSWORD,
      },
      env.WAREHOUSE_PINCODE,
    );
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SIMULATED_SERVICES) {
    logger.warn('no courier configured (XPRESSBEES_*): orders are not shipped automatically');
    return NO_COURIER;
  }
  const webOrigin = env.WEB_ORIGIN.split(',')[0]?.trim().replace(/\/+$/, '') ?? '';
  return new SimulatedCourier(env.COURIER_SIM_STEP_MS, webOrigin);
}
