import type { RouteDeclaration, RouteRecord } from '@vastra/contracts/routes/define';
import { ErrorBodySchema } from '@vastra/contracts';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';

/** `/api/address/:id` → `/api/address/{id}` (OpenAPI's path template). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

function operation(
  declaration: RouteDeclaration,
  tag: string,
  name: string,
): ZodOpenApiOperationObject {
  const signedIn = declaration.auth === 'shopper' || declaration.auth === 'staff';
  const status = String(declaration.status ?? 200);
  const media = declaration.produces ?? 'application/json';
  const bodyMedia: Record<string, { schema: z.ZodType }> = {};
  if (declaration.body) {
    bodyMedia['application/json'] = { schema: declaration.body };
    if (declaration.files) {
      // Multipart carries the same fields as text, plus the files.
      const file = z.string().meta({ format: 'binary' });
      const files = z.object({
        [declaration.files.field]: (declaration.files.maxCount === 1
          ? file
          : z.array(file).max(declaration.files.maxCount)
        ).optional(),
      });
      bodyMedia['multipart/form-data'] = { schema: z.intersection(declaration.body, files) };
    }
  }
  return {
    tags: [tag],
    operationId: `${tag}.${name}`,
    summary: declaration.summary,
    ...(declaration.auth === 'staff'
      ? { description: `Back office, role ${declaration.role ?? 'staff'} or higher.` }
      : {}),
    ...(declaration.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(declaration.params || declaration.query
      ? {
          requestParams: {
            ...(declaration.params ? { path: declaration.params as never } : {}),
            ...(declaration.query ? { query: declaration.query as never } : {}),
          },
        }
      : {}),
    ...(declaration.body ? { requestBody: { required: true, content: bodyMedia } } : {}),
    responses: {
      [status]: {
        description: declaration.summary,
        ...(declaration.response
          ? { content: { [media]: { schema: declaration.response } } }
          : declaration.produces
            ? { content: { [media]: {} } }
            : {}),
      },
      ...(declaration.params || declaration.query || declaration.body
        ? { '400': errorAnswer('Invalid input: the message says what to correct') }
        : {}),
      ...(signedIn ? { '401': errorAnswer('Not signed in, or the session has expired') } : {}),
      ...(declaration.auth === 'staff' ? { '403': errorAnswer('The role may not do this') } : {}),
    },
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
