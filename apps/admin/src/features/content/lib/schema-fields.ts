import { shopDay } from '@vastra/contracts/shop-time';
import type { z } from 'zod';

/**
 * The content forms are drawn from the contracts' request schemas: each key of the body schema
 * becomes a field whose control follows the key's zod type (text, long text, number, on/off,
 * choice, date, list of ids), so a rule added to a contract shows in its form without a second
 * description of the fields here. A content kind only adds labels, hints and the few controls a
 * type cannot tell (a long text, an image path, a choice of products).
 */
type FieldControl =
  | 'text'
  | 'textarea'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'date'
  | 'datetime'
  | 'list'
  | 'image'
  /** A path in the shop, typed or chosen from its pages. */
  | 'shop-link'
  /** A list of category / subcategory ids, chosen by name. */
  | 'categories'
  | 'subcategories'
  /** A list of product ids, each found by name. */
  | 'products'
  /** One style's or influencer's id, chosen by name. */
  | 'style'
  | 'influencer';

const PICKED_IDS = new Set<FieldControl>(['categories', 'subcategories', 'products']);

export interface FieldSpec {
  name: string;
  label: string;
  control: FieldControl;
  /** For `select`: the allowed values (from a zod enum). */
  options: readonly string[];
  required: boolean;
  nullable: boolean;
  maxLength: number | null;
  hint?: string;
}

export interface FieldOverride {
  label?: string;
  control?: FieldControl;
  hint?: string;
  /** Leave this key out of the form (server-managed, or edited elsewhere). */
  hidden?: boolean;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (t: z.ZodType): Def => (t as unknown as { _zod: { def: Def } })._zod.def;

/** The type under the optional/default/nullable wrappers and input pipes, and what they said. */
function unwrap(t: z.ZodType): { core: z.ZodType; required: boolean; nullable: boolean } {
  let core = t;
  let required = true;
  let nullable = false;
  for (;;) {
    const def = defOf(core);
    if (def.type === 'nullable') nullable = true;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault')
      required = false;
    if (WRAPPERS.has(def.type) && def.innerType) core = def.innerType;
    else if (def.type === 'pipe' && def.in) core = def.in;
    else return { core, required, nullable };
  }
}

/** "minOrderValue" → "Min order value". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function controlOf(core: z.ZodType): { control: FieldControl; options: readonly string[] } {
  const def = defOf(core);
  switch (def.type) {
    case 'number':
    case 'bigint':
      return { control: 'number', options: [] };
    case 'boolean':
      return { control: 'checkbox', options: [] };
    case 'enum':
      return { control: 'select', options: Object.values(def.entries ?? {}) };
    case 'date':
      return { control: 'datetime', options: [] };
    case 'array':
      return { control: 'list', options: [] };
    case 'string': {
      const format = (core as unknown as { format?: string | null }).format;
      if (format === 'datetime') return { control: 'datetime', options: [] };
      if (format === 'date') return { control: 'date', options: [] };
      return { control: 'text', options: [] };
    }
    default:
      return { control: 'text', options: [] };
  }
}

/** The fields of an object schema, in its key order, with the kind's overrides applied. */
export function fieldsFromSchema(
  schema: z.ZodObject,
  overrides: Record<string, FieldOverride> = {},
): FieldSpec[] {
  const fields: FieldSpec[] = [];
  for (const [name, t] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const o = overrides[name] ?? {};
    // The version the form was opened with is sent by the form itself, never typed.
    if (o.hidden || name === 'versionSeen') continue;
    const { core, required, nullable } = unwrap(t);
    const { control, options } = controlOf(core);
    const maxLength = (core as unknown as { maxLength?: number | null }).maxLength ?? null;
    fields.push({
      name,
      label: o.label ?? humanise(name),
      control:
        o.control ?? (control === 'text' && maxLength && maxLength > 300 ? 'textarea' : control),
      options,
      required,
      nullable,
      maxLength,
      ...(o.hint ? { hint: o.hint } : {}),
    });
  }
  return fields;
}

/**
 * Form values (strings from inputs) → the body the schema parses: empty optional numbers become
 * null when the key is nullable (else are left out), lists are one entry per line (or comma),
 * dates are sent as typed (`YYYY-MM-DD`). The schema then checks and normalises the rest.
 */
export function toBody(
  fields: FieldSpec[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.control === 'checkbox') body[f.name] = Boolean(v);
    else if (f.control === 'list' || PICKED_IDS.has(f.control))
      body[f.name] = Array.isArray(v)
        ? v
        : String(v ?? '')
            .split(/[\n,]/)
            .map((s) => s.trim())
            .filter(Boolean);
    else if (v === '' || v == null) {
      if (f.nullable) body[f.name] = null;
      else if (f.required) body[f.name] = f.control === 'number' ? undefined : '';
    } else if (f.control === 'number') body[f.name] = Number(v);
    else body[f.name] = v;
  }
  return body;
}

/** A stored record → the strings and flags the form's inputs hold. */
export function toFormValues(
  fields: FieldSpec[],
  record: Record<string, unknown> | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const v = record?.[f.name];
    if (f.control === 'checkbox') values[f.name] = v == null ? f.name === 'active' : Boolean(v);
    else if (f.control === 'list') values[f.name] = Array.isArray(v) ? v.join('\n') : '';
    else if (PICKED_IDS.has(f.control))
      values[f.name] = Array.isArray(v) ? [...(v as string[])] : [];
    else if ((f.control === 'date' || f.control === 'datetime') && typeof v === 'string')
      values[f.name] = shopDay(v); // the day in India, as typed
    else
      values[f.name] = v == null ? (f.control === 'select' ? (f.options[0] ?? '') : '') : String(v);
  }
  return values;
}
