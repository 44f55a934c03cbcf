import { z } from 'zod';
import { defineRoute } from './define';

/** The API's own reference: the OpenAPI document and a page to read it. */
export const docsApi = {
  page: defineRoute({
    method: 'get',
    path: '/api/docs',
    summary: 'The API reference as a readable page',
    auth: 'public',
    produces: 'text/html',
  }),
  document: defineRoute({
    method: 'get',
    path: '/api/docs/openapi.json',
    summary: 'The OpenAPI 3.1 document of every endpoint',
    auth: 'public',
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  }),
} as const;
