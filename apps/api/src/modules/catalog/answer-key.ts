import type { RouteDeclaration } from '@vastra/contracts/routes/define';
import type { Request } from 'express';
import { unescape as qsUnescape } from 'node:querystring';

/**
 * The key a public answer is cached under, built from what its route declares rather than from the
 * URL as sent: the declared path with its parameters as parsed, then the declared query parameters
 * as parsed (defaults included), ordered by name. Parameters the route does not declare (`?cb=1`,
 * `utm_source`, `fbclid`) are left out, so they neither vary the answer nor make a new entry:
 * `/api/products?limit=7&utm_source=x` and `/api/products?page=1&limit=7` share the entry
 * `/api/products?limit=7&page=1`, while `page`, `sort` and every other declared parameter still do.
 *
 * `shared` says whether a shared cache in front (nginx, a CDN), which keys on the URL as sent and
 * cannot parse it like this, may store the answer: only when the URL is already in its one
 * canonical spelling — the declared path exactly, and each query parameter declared, given once
 * (unless it repeats by declaration) and spelled as its parsed value would be. Other spellings are
 * answered `private` (http-cache.ts), so a client rotating an unknown parameter never adds an entry
 * to the shared cache either; the API answers those from its own store.
 */
export interface AnswerKey {
  key: string;
  shared: boolean;
}

type Values = Record<string, unknown>;

/** A parsed value as it is written in a URL (a boolean as 1 or 0, as the storefront sends it). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** `name=value` as `URLSearchParams` (and so the storefront's api-client) writes it. */
const pair = (name: string, value: unknown) =>
  new URLSearchParams([[name, text(value)]]).toString();

/** The values a parsed parameter stands for in a URL (none when absent). */
function occurrences(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function parsed(schema: RouteDeclaration['query'], value: unknown): Values | undefined {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (!result.success) return undefined;
  return (result.data ?? {}) as Values;
}

/** The names a query schema declares (an object schema's shape; else those its output has). */
function declaredNames(schema: RouteDeclaration['query'], output: Values): Set<string> {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return new Set(Object.keys(shape ?? output));
}

/** Whether the URL's query, as sent, is exactly the canonical spelling of its declared part. */
function canonicalQuery(
  search: string | undefined,
  schema: RouteDeclaration['query'],
  query: Values,
): boolean {
  if (search === undefined) return true;
  if (search === '') return false;
  const declared = declaredNames(schema, query);
  const seen = new Map<string, number>();
  for (const piece of search.split('&')) {
    const at = piece.indexOf('=');
    const name = qsUnescape((at < 0 ? piece : piece.slice(0, at)).replace(/\+/g, ' '));
    if (!declared.has(name)) return false;
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    const values = occurrences(query[name]);
    if (index >= values.length || piece !== pair(name, values[index])) return false;
  }
  // Every occurrence of a repeated parameter was given (not only some of its parsed values).
  for (const [name, count] of seen) if (count !== occurrences(query[name]).length) return false;
  return true;
}

/**
 * The cache key of a request to `declaration`, given its path parameters (decoded) and query (as
 * Express parsed it), or undefined when either does not parse: the route answers that with its
 * 400, which is never cached.
 */
export function answerKey(
  declaration: RouteDeclaration,
  rawParams: Values,
  rawQuery: unknown,
  url: string,
): AnswerKey | undefined {
  const params = declaration.params ? parsed(declaration.params, rawParams) : rawParams;
  const query = parsed(declaration.query, rawQuery ?? {});
  if (!params || !query) return undefined;
  const path = declaration.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(text(params[name] ?? '')),
  );
  const pairs = Object.keys(query)
    .sort()
    .flatMap((name) => occurrences(query[name]).map((v) => pair(name, v)));
  const key = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
  const q = url.indexOf('?');
  const sentPath = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? undefined : url.slice(q + 1);
  return { key, shared: sentPath === path && canonicalQuery(search, declaration.query, query) };
}

/** The key of a request already routed to `declaration` (Express has its path parameters). */
export function routedAnswerKey(
  declaration: RouteDeclaration,
  req: Request,
): AnswerKey | undefined {
  return answerKey(declaration, req.params, req.query, req.originalUrl);
}

/** `/api/products/:id` as a matcher of whole paths: its parameters' values, or null. */
function matcher(path: string): (p: string) => Values | null {
  const names: string[] = [];
  const source = path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  const re = new RegExp(`^${source}$`);
  return (p) => {
    const m = re.exec(p);
    if (!m) return null;
    const values: Values = {};
    try {
      names.forEach((name, i) => (values[name] = decodeURIComponent(m[i + 1] ?? '')));
    } catch {
      return null;
    }
    return values;
  };
}

/**
 * For the app-level lane that answers from the store before routing (`cachedAnswers`): finds the
 * route of a request among `declarations`, in the order the router mounts them (the first whose
 * path matches decides, as in Express), and answers its key. Paths are matched exactly as declared;
 * another spelling Express would also route (a trailing slash, other letter case) is left to the
 * routes, which key it the same way.
 */
export function answerKeys(
  declarations: readonly RouteDeclaration[],
): (req: Request) => AnswerKey | undefined {
  const routes = declarations
    .filter((d) => d.method === 'get')
    .map((d) => ({ declaration: d, match: matcher(d.path) }));
  return (req) => {
    for (const { declaration, match } of routes) {
      const params = match(req.path);
      if (params) return answerKey(declaration, params, req.query, req.originalUrl);
    }
    return undefined;
  };
}
