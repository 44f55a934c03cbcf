import { routeModules } from '@vastra/contracts/routes/index';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, inject } from 'vitest';
import { buildOpenApiDocument } from '../src/modules/docs/openapi';
import { checkAnswers, openApiChecker, standInAnswers } from './openapi-check';

declare module 'vitest' {
  export interface ProvidedContext {
    openApiCoverageDir: string;
  }
}

/**
 * Setup file of every API test file: each answer a test gets through supertest for a request the
 * OpenAPI document declares (an `/api/...` path and method of one of its operations) is checked
 * against the document before the test sees it. An undeclared status or a JSON body that does not
 * match fails the request, so the whole suite keeps the document honest. The operations answered
 * and their statuses are written for `openapi-coverage.ts` to count at the end of the run.
 */
// Each test file starts checked (it runs before the file is imported, which may opt out).
checkAnswers();
const checker = openApiChecker(JSON.parse(JSON.stringify(buildOpenApiDocument(routeModules))));

type End = (fn: (err: unknown, res: unknown) => void) => unknown;
const proto = (supertest as unknown as { Test: { prototype: { end: End } } }).Test.prototype;
const end = proto.end;
proto.end = function checkedEnd(this: { method: string; url: string }, fn) {
  return end.call(this, (err, res) => {
    const r = res as { status: number; headers: Record<string, string>; body: unknown } | undefined;
    const path = new URL(this.url, 'http://localhost').pathname;
    if (
      r &&
      !standInAnswers() &&
      path.startsWith('/api/') &&
      checker.operationOf(this.method, path)
    ) {
      try {
        checker.check(this.method, this.url, r.status, r.headers['content-type'] ?? '', r.body);
      } catch (e) {
        fn(e, res);
        return;
      }
    }
    fn(err, res);
  });
};

afterAll(() => {
  const seen = Object.fromEntries([...checker.seen].map(([id, s]) => [id, [...s]]));
  writeFileSync(
    join(inject('openApiCoverageDir'), `${randomUUID()}.json`),
    JSON.stringify({ operations: checker.operations, seen }),
  );
});
