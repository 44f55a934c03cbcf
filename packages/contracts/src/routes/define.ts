import type { ZodType } from 'zod';

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
  response?: ZodType;
  /** Answer status on success when it is not 200. */
  status?: number;
}

/** Identity function that keeps each declaration's literal types (paths, schemas) for inference. */
export function defineRoute<const T extends RouteDeclaration>(declaration: T): T {
  return declaration;
}
