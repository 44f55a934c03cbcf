import type { z } from 'zod';
import type { FieldOverride } from './schema-fields';

/** A stored content record as the admin API answers it. */
export type ContentRecord = Record<string, unknown> & { _id: string };

export interface ContentColumn {
  key: string;
  header: string;
  format?: (value: unknown, row: ContentRecord) => string;
}

/**
 * What the list and form pages (`content-pages.tsx`) need to know about one content kind: where
 * its records live in the admin API, the contract schema its form is drawn from and checked by,
 * and the columns of its list. Every kind is served by those same two pages.
 */
export interface ContentPageKind {
  /** The URL segment: `/content/<slug>` (the admin API's `/api/admin/content/<slug>`). */
  slug: string;
  /** Plural heading ("Banners") and the singular for buttons ("banner"). */
  title: string;
  singular: string;
  /** The admin API collection, relative to the API base (`/admin/content/banners`). */
  endpoint: string;
  /** The create/update body schema (a zod object). */
  schema: z.ZodObject;
  overrides?: Record<string, FieldOverride>;
  columns: readonly ContentColumn[];
  /** A single record edited in place (the announcement): no list, no create or delete. */
  singleton?: boolean;
}
