import type { PincodeResult } from '@vastra/contracts';
import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import type { PincodeService } from '../../lib/ports';
import { haversineKm, pincodeDataset, type PincodePlace } from './dataset';
import { XpressbeesClient } from './xpressbees.client';

export type { PincodeService };

export const UPSTREAM_TIMEOUT_MS = 3000;
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_CACHED_ANSWERS = 20_000;
/** ETA when the courier serves a pincode the dataset cannot place. */
const DEFAULT_ETA_DAYS = 5;
/** Reached by sea or air; couriers do not collect cash there. */
export const NO_COD_STATES = new Set(['Andaman & Nicobar Islands', 'Lakshadweep']);

/** Days to deliver from the distance: 2 locally, up to 7 across the country (the policy's 3–7 working days). */
export function etaDays(distanceKm: number): number {
  if (distanceKm <= 50) return 2;
  if (distanceKm <= 300) return 3;
  if (distanceKm <= 800) return 4;
  if (distanceKm <= 1500) return 5;
  if (distanceKm <= 2200) return 6;
  return 7;
}

function placeFacts(place: PincodePlace | undefined, warehouse: PincodePlace | undefined) {
  if (!place) return { eta: DEFAULT_ETA_DAYS, codAllowed: true };
  const distance = warehouse ? haversineKm(warehouse, place) : 1000;
  const island = NO_COD_STATES.has(place.state);
  return {
    eta: island ? 7 : etaDays(distance),
    codAllowed: !island,
    city: place.district,
    state: place.state,
  };
}

export async function datasetAnswer(
  pincode: string,
  warehousePincode: string,
): Promise<PincodeResult> {
  const data = await pincodeDataset();
  const place = data.get(pincode);
  if (!place) return { pincode, serviceable: false, eta: null, cod: false, source: 'dataset' };
  const facts = placeFacts(place, data.get(warehousePincode));
  return {
    pincode,
    serviceable: true,
    eta: facts.eta,
    cod: facts.codAllowed,
    source: 'dataset',
    city: place.district,
    state: place.state,
  };
}

export function createPincodeService(env: Env, logger: Logger): PincodeService {
  const warehouse = env.WAREHOUSE_PINCODE;
  const {
    XPRESSBEES_BASE_URL: baseUrl,
    XPRESSBEES_USERNAME: username,
    XPRESSBEES_PASSWORD: password,
  } = env;
  if (!baseUrl || !username || !password) {
    return { check: (pincode) => datasetAnswer(pincode, warehouse) };
  }
  const client = new XpressbeesClient({ baseUrl, username, password });
  const answers = new Map<string, { result: PincodeResult; expiresAt: number }>();

  async function live(pincode: string): Promise<PincodeResult> {
    const signal = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
    const [prepaid, cod] = await Promise.all([
      client.isServiceable(warehouse, pincode, 'prepaid', signal),
      client.isServiceable(warehouse, pincode, 'cod', signal),
    ]);
    const data = await pincodeDataset().catch(() => new Map<string, PincodePlace>());
    const place = data.get(pincode);
    const facts = placeFacts(place, data.get(warehouse));
    return {
      pincode,
      serviceable: prepaid || cod,
      eta: prepaid || cod ? facts.eta : null,
      cod,
      source: 'xpressbees',
      ...(place ? { city: place.district, state: place.state } : {}),
    };
  }

  return {
    async check(pincode) {
      const cached = answers.get(pincode);
      if (cached && cached.expiresAt > Date.now()) return cached.result;
      try {
        const result = await live(pincode);
        if (answers.size >= MAX_CACHED_ANSWERS)
          answers.delete(answers.keys().next().value as string);
        answers.set(pincode, { result, expiresAt: Date.now() + ANSWER_TTL_MS });
        return result;
      } catch (err) {
        logger.warn(
          { err, pincode },
          'Xpressbees serviceability failed; answering from the embedded pincode dataset',
        );
        return datasetAnswer(pincode, warehouse);
      }
    },
  };
}
