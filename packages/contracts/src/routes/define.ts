import type { z, ZodType } from 'zod';

/**
 * Every HTTP endpoint is declared once as data: its method, full path (Express style, `:id` for
 * parameters), who may call it and the zod schemas of its parts. The API validates and types its
 * handlers from these declarations, the web client builds paths and parses answers from them, and
 * the OpenAPI document is generated from them, so the three can never disagree.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `public`: anyone; `optional`: a shopper token is used when sent; `shopper`: a shopper token is
 * required; `staff`: a back-office token is required (the role is checked per endpoint). */
export type RouteAuth = 'public' | 'optional' | 'shopper' | 'staff';

/** Error statuses a declaration may list in `errors`. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export interface RouteDeclaration {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  auth: RouteAuth;
  /** For `staff` routes: the least role allowed (owner > staff > read-only). */
  role?: 'owner' | 'staff' | 'readonly';
  params?: ZodType;
  query?: ZodType;
  /** JSON body; multipart endpoints describe their text fields here and their files in `files`. */
  body?: ZodType;
  files?: { field: string; maxCount: number };
  /**
   * A JSON body the handler reads itself, after checking its signature over the raw bytes
   * (webhooks): documented with this schema, not parsed before the handler.
   */
  signedBody?: ZodType;
  /**
   * Error statuses the route's own checks answer (404 not found, 409 conflict, 429 rate limit…),
   * beyond those every route answers (400, 413, 415, 500, 503) and those its `auth` implies (401, 403).
   */
  errors?: readonly ErrorStatus[];
  response?: ZodType;
  /** Answer status on success when it is not 200. */
  status?: number;
  /**
   * Other statuses answered with the `response` schema: 200 or 201 by outcome, or a health
   * report's 503.
   */
  sameBodyStatuses?: readonly number[];
  /** The answer is not JSON (a PDF, a CSV, an HTML page): its media type. */
  produces?: string;
}

/**
 * A module's declarations by name (`cartApi.add`). The API binds handlers to them by these names,
 * never by position, and the OpenAPI document takes its operation ids from them.
 */
export type RouteRecord = Readonly<Record<string, RouteDeclaration>>;

/** Identity function that keeps each declaration's literal types (paths, schemas) for inference. */
export function defineRoute<const T extends RouteDeclaration>(declaration: T): T {
  return declaration;
}

/** What a declared part parses to (`undefined` when the declaration has no such part). */
type Parsed<D, K extends 'params' | 'query' | 'body'> = D extends {
  [P in K]: infer S extends ZodType;
}
  ? z.output<S>
  : undefined;

/** The validated inputs a handler of `D` receives. */
export interface RouteInput<D extends RouteDeclaration> {
  params: Parsed<D, 'params'>;
  query: Parsed<D, 'query'>;
  body: Parsed<D, 'body'>;
}

/** The answer body of `D` as the server writes it (the response schema's input side). */
export type RouteAnswer<D extends RouteDeclaration> = D extends {
  response: infer S extends ZodType;
}
  ? z.input<S>
  : unknown;

/** The answer body of `D` as a client reads it (the response schema's output side). */
export type RouteResult<D extends RouteDeclaration> = D extends {
  response: infer S extends ZodType;
}
  ? z.output<S>
  : unknown;

/** `:name` segments of an Express-style path. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<D extends RouteDeclaration> = Record<PathParamNames<D['path']>, string>;

/**
 * The declaration's path (starting `/api/`) with its `:name` segments filled in, URI-encoded.
 */
export function routePath<D extends RouteDeclaration>(
  declaration: D,
  ...[params]: PathParamNames<D['path']> extends never ? [] : [PathParams<D>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return declaration.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Missing path parameter ${name} for ${declaration.path}`);
    return encodeURIComponent(value);
  });
}
