import { sizeChartKindOf, type FitAnswer } from '@vastra/contracts';
import { rand, seedOf } from './ids';

/**
 * Demo reviewers' fit answers. Each charted product leans one way (mostly true to size, some run
 * small or large); about a third of its reviewers leave the question unanswered and the rest mostly
 * agree with the lean. Free-size garments get no answers. Drawn from their own random stream, so
 * adding them left every other planned figure as it was.
 */
const LEANS: FitAnswer[] = ['true', 'true', 'small', 'large'];

export function demoFit(garment: string, productSlug: string, reviewKey: string): FitAnswer | null {
  if (!sizeChartKindOf(garment)) return null;
  const lean = rand(seedOf(`fit-lean:${productSlug}`)).pick(LEANS);
  const r = rand(seedOf(`fit:${reviewKey}`));
  if (r.chance(0.35)) return null;
  return r.chance(0.75) ? lean : r.pick(['small', 'true', 'large'] as const);
}
