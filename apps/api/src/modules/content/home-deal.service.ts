import type { HomeDeal } from '@vastra/contracts';
import { type HomeDealInput } from '@vastra/contracts/admin/content';
import { shopInstant } from '@vastra/contracts/shop-time';
import { HomeDealModel } from './content.model';

/**
 * The home page's deal of the week: one document (`key: 'home'`), edited in the back office.
 * Its end is an instant, so every visitor counts down to the same moment; a bare day typed as
 * the end lasts until that day's last moment in India.
 */
const KEY = 'home';

const NONE: HomeDeal = {
  status: 'off',
  eyebrow: '',
  heading: '',
  detail: '',
  endsAt: new Date(0).toISOString(),
  link: '/products',
};

export async function getHomeDeal(): Promise<HomeDeal> {
  const doc = await HomeDealModel.findOne({ key: KEY }).lean();
  if (!doc) return NONE;
  return {
    status: doc.status,
    eyebrow: doc.eyebrow,
    heading: doc.heading,
    detail: doc.detail,
    endsAt: doc.endsAt.toISOString(),
    link: doc.link,
  };
}

/** The fields an edit can change (the audit entry keeps only those that did). */
export const HOME_DEAL_FIELDS = [
  'status',
  'eyebrow',
  'heading',
  'detail',
  'endsAt',
  'link',
] as const satisfies readonly (keyof HomeDeal)[];

export interface HomeDealRow extends HomeDeal {
  updatedAt: string | null;
}

export async function getAdminHomeDeal(): Promise<HomeDealRow> {
  const doc = await HomeDealModel.findOne({ key: KEY }, { updatedAt: 1 }).lean();
  return { ...(await getHomeDeal()), updatedAt: doc?.updatedAt.toISOString() ?? null };
}

export async function setHomeDeal(
  input: HomeDealInput,
): Promise<{ before: HomeDealRow; after: HomeDealRow }> {
  const before = await getAdminHomeDeal();
  await HomeDealModel.updateOne(
    { key: KEY },
    { $set: { ...input, endsAt: shopInstant(input.endsAt, { end: true }) } },
    { upsert: true },
  );
  return { before, after: await getAdminHomeDeal() };
}
