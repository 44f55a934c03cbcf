import { ObjectIdSchema } from '@vastra/contracts';
import { isSameSitePath } from '@vastra/contracts/shop-paths';
import { z } from 'zod';
import { forgetIntent, storedIntent, type IntentAction } from './pending-intent';

/** How long a remembered action waits for the sign-in that completes it. */
export const INTENT_TTL_MS = 15 * 60 * 1000;

const IntentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('return') }),
  z.object({ kind: z.literal('wishlist'), productId: ObjectIdSchema }),
  z.object({ kind: z.literal('helpful'), productId: ObjectIdSchema, reviewId: ObjectIdSchema }),
]) satisfies z.ZodType<IntentAction, unknown>;

const PendingIntentSchema = z.object({
  action: IntentActionSchema,
  /** The page the visitor was on: a path in this shop (never another site). */
  path: z.string().max(2000).refine(isSameSitePath),
  at: z.number(),
});

export type PendingIntent = z.output<typeof PendingIntentSchema>;

/**
 * The remembered action, if it parses and is younger than `INTENT_TTL_MS`; else null (and what
 * was stored is dropped). Unknown fields, a price among them, are left out.
 */
export function peekIntent(now = Date.now()): PendingIntent | null {
  const raw = storedIntent();
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    forgetIntent();
    return null;
  }
  const parsed = PendingIntentSchema.safeParse(json);
  if (!parsed.success || now - parsed.data.at > INTENT_TTL_MS || parsed.data.at > now) {
    forgetIntent();
    return null;
  }
  return parsed.data;
}

/** Reads and forgets the remembered action (it is replayed at most once). */
export function takeIntent(now = Date.now()): PendingIntent | null {
  const intent = peekIntent(now);
  forgetIntent();
  return intent;
}
