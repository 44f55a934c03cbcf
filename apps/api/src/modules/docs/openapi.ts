import type { RouteDeclaration, RouteRecord } from '@vastra/contracts/routes/define';
import { ErrorBodySchema } from '@vastra/contracts';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';

/** `/api/address/:id` → `/api/address/{id}` (OpenAPI's path template). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

/** What each error status means, whichever route answers it. */
const errorMeanings: Record<number, string> = {
  400: 'Invalid input, or a body that is not well-formed JSON: the message says what to correct',
  401: 'Not signed in, the session has expired, or the credentials are wrong',
  403: 'Signed in, but not allowed to do this',
  404: 'No such record (or not one of yours)',
  409: 'Conflicts with the record’s current state (the message says which)',
  410: 'No longer available (an archived product): a 404 names one that is unknown or hidden',
  413: 'The request body or an uploaded file is too large',
  415: 'The body’s media type, encoding or file type is not accepted',
  422: 'The request contradicts an earlier one (a reused Idempotency-Key)',
  429: 'Too many requests: the message and `Retry-After` say when to try again',
  500: 'An unexpected failure on the server (logged): the message asks to try again',
  502: 'An upstream service answered with an error',
  503: 'A service the request needs is unavailable (the database, a gateway): try again shortly',
};

/**
 * Every error status an operation can answer: those every request can meet (a body that is not
 * JSON, too large or in an unknown encoding is refused before routing; an unexpected failure
 * answers 500, an unreachable database 503), those its inputs and `auth` imply, and the route's own `errors`.
 */
export function errorStatuses(declaration: RouteDeclaration): number[] {
  const statuses = new Set<number>([400, 413, 415, 500, 503, ...(declaration.errors ?? [])]);
  if (declaration.auth !== 'public') statuses.add(401);
  if (declaration.auth === 'staff') statuses.add(403);
  if (declaration.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The request body: the parsed JSON schema, multipart with its files, or a signed JSON body. */
function requestBody(declaration: RouteDeclaration): ZodOpenApiOperationObject['requestBody'] {
  const content: Record<string, { schema: z.ZodType }> = {};
  const json = declaration.body ?? declaration.signedBody;
  if (json) content['application/json'] = { schema: json };
  if (declaration.files) {
    // Multipart carries the same fields as text, plus the files.
    const file = z.string().meta({ format: 'binary' });
    const many = declaration.files.maxCount > 1;
    const files = z.object({
      [declaration.files.field]: many
        ? z.array(file).max(declaration.files.maxCount).optional()
        : declaration.body
          ? file.optional()
          : file,
    });
    content['multipart/form-data'] = {
      schema: declaration.body ? z.intersection(declaration.body, files) : files,
    };
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

/**
 * Who may call: none for public operations, an optional bearer token for `optional` ones (used
 * when sent, refused when invalid), a required one otherwise.
 */
function security(declaration: RouteDeclaration): ZodOpenApiOperationObject['security'] {
  if (declaration.auth === 'public') return [];
  if (declaration.auth === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

function operation(
  declaration: RouteDeclaration,
  tag: string,
  name: string,
): ZodOpenApiOperationObject {
  const status = String(declaration.status ?? 200);
  const media = declaration.produces ?? 'application/json';
  const body = requestBody(declaration);
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [status]: {
      description: declaration.summary,
      ...(declaration.response
        ? { content: { [media]: { schema: declaration.response } } }
        : declaration.produces
          ? { content: { [media]: {} } }
          : {}),
    },
  };
  const success = responses[status];
  for (const code of declaration.sameBodyStatuses ?? []) {
    if (success)
      responses[String(code)] = { ...success, description: `${declaration.summary} (${code})` };
  }
  // Express tags every GET answer and answers a matching If-None-Match with 304 and no body.
  if (declaration.method === 'get') {
    responses['304'] = { description: 'Not modified: the If-None-Match tag still matches' };
  }
  for (const code of errorStatuses(declaration)) {
    responses[String(code)] ??= errorAnswer(errorMeanings[code] ?? 'Refused');
  }
  return {
    tags: [tag],
    operationId: `${tag}.${name}`,
    summary: declaration.summary,
    ...(declaration.auth === 'staff'
      ? { description: `Back office, role ${declaration.role ?? 'staff'} or higher.` }
      : {}),
    security: security(declaration),
    ...(declaration.params || declaration.query
      ? {
          requestParams: {
            ...(declaration.params ? { path: declaration.params as never } : {}),
            ...(declaration.query ? { query: declaration.query as never } : {}),
          },
        }
      : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of every declared route, tagged by module, each operation's id its
 * module and declaration names (`cart.add`).
 */
export function buildOpenApiDocument(
  modules: Readonly<Record<string, RouteRecord>>,
): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [tag, routes] of Object.entries(modules)) {
    for (const [name, declaration] of Object.entries(routes)) {
      const path = openApiPath(declaration.path);
      paths[path] = { ...paths[path], [declaration.method]: operation(declaration, tag, name) };
    }
  }
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Vastra API',
      version: '1.0.0',
      description:
        'The shop’s HTTP API. Every answer is JSON; failures answer `{ success: false, message, code, issues? }` with a human message.',
    },
    tags: Object.keys(modules).map((name) => ({ name })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
  return createDocument(document);
}
