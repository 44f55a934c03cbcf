import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Test } from 'supertest';

/**
 * Checks answers against the OpenAPI document with Ajv's JSON Schema 2020-12 validator (the
 * dialect of OpenAPI 3.1, which the 3.0-only response validators cannot read): the status must be
 * declared for the operation, and a JSON body must match the schema declared for that status.
 */
type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Resp> }>>;
};
type Resp = { content?: Record<string, { schema?: unknown }> };

interface Operation {
  id: string;
  method: string;
  pattern: RegExp;
  literal: number;
  responses: Record<string, Resp>;
  pointer: string;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface OpenApiChecker {
  /** The operation a request is for, or undefined when the document has none. */
  operationOf(method: string, path: string): string | undefined;
  /** Throws with a readable reason when the answer is not what the document declares. */
  check(method: string, url: string, status: number, contentType: string, body: unknown): string;
  /** Every operation id in the document. */
  operations: string[];
  /** Operation id → the statuses seen for it. */
  seen: Map<string, Set<number>>;
  /** Wraps a supertest request so its answer is checked before the test sees it. */
  checked<T extends Test>(test: T): T;
}

export function openApiChecker(document: unknown): OpenApiChecker {
  const doc = document as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document as object, 'openapi.json');
  const validators = new Map<string, ValidateFunction>();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const source = path
        .split('/')
        .map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      ops.push({
        id: op.operationId,
        method,
        pattern: new RegExp(`^${source}/?$`),
        literal: path.split('/').filter((s) => !s.startsWith('{')).length,
        responses: op.responses,
        pointer: `openapi.json#/paths/${escapePointer(path)}/${method}/responses`,
      });
    }
  }
  // A literal path wins over a parametrised one (`/products/search` before `/products/{id}`).
  ops.sort((a, b) => b.literal - a.literal);
  const seen = new Map<string, Set<number>>();
  const find = (method: string, path: string) =>
    ops.find((o) => o.method === method.toLowerCase() && o.pattern.test(path));

  const checker: OpenApiChecker = {
    operations: ops.map((o) => o.id),
    seen,
    operationOf: (method, path) => find(method, path)?.id,
    check(method, url, status, contentType, body) {
      const path = new URL(url, 'http://x').pathname;
      const op = find(method, path);
      if (!op) throw new Error(`${method} ${path}: no operation in the document`);
      const declared = op.responses[String(status)];
      if (!declared) {
        throw new Error(
          `${op.id}: answered ${status}, which the document does not declare ` +
            `(declared: ${Object.keys(op.responses).join(', ')}); body ${JSON.stringify(body)}`,
        );
      }
      const media = contentType.split(';')[0]?.trim() ?? '';
      if (media === 'application/json' && declared.content?.['application/json']?.schema) {
        const ref = `${op.pointer}/${status}/content/application~1json/schema`;
        let validate = validators.get(ref);
        if (!validate) {
          validate = ajv.compile({ $ref: ref });
          validators.set(ref, validate);
        }
        if (!validate(body)) {
          throw new Error(
            `${op.id} ${status}: body does not match the document: ${ajv.errorsText(validate.errors)}; ` +
              `body ${JSON.stringify(body).slice(0, 500)}`,
          );
        }
      }
      const statuses = seen.get(op.id) ?? new Set<number>();
      statuses.add(status);
      seen.set(op.id, statuses);
      return op.id;
    },
    checked(test) {
      const t = test as unknown as {
        end: (fn: (err: unknown, res: unknown) => void) => unknown;
        method: string;
        url: string;
      };
      const end = t.end.bind(test);
      t.end = (fn) =>
        end((err, res) => {
          const r = res as
            { status: number; headers: Record<string, string>; body: unknown } | undefined;
          if (r) {
            try {
              checker.check(t.method, t.url, r.status, r.headers['content-type'] ?? '', r.body);
            } catch (e) {
              fn(e, res);
              return;
            }
          }
          fn(err, res);
        });
      return test;
    },
  };
  return checker;
}

const UNCHECKED = Symbol.for('vastra.openapi.unchecked');

/**
 * For a test file whose app answers with stand-in handlers on declared paths (to see which handler
 * a route reached): its answers are not the API's, so the suite-wide check leaves them alone.
 */
export function answersAreStandIns(): void {
  (globalThis as Record<symbol, unknown>)[UNCHECKED] = true;
}

/** Whether the running test file declared its answers stand-ins. */
export const standInAnswers = (): boolean =>
  (globalThis as Record<symbol, unknown>)[UNCHECKED] === true;

/** Back to checking (each test file starts checked). */
export function checkAnswers(): void {
  (globalThis as Record<symbol, unknown>)[UNCHECKED] = false;
}
