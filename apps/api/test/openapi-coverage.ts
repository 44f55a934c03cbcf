import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup: a folder where each test file leaves the OpenAPI operations its answers covered
 * (`openapi-responses.ts`); at the end of the run their union is printed: how many operations
 * were answered at all and how many with a 2xx.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vastra-openapi-'));
  project.provide('openApiCoverageDir', dir);
  return () => {
    const answered = new Map<string, Set<number>>();
    let operations: string[] = [];
    for (const file of readdirSync(dir)) {
      const part = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        operations: string[];
        seen: Record<string, number[]>;
      };
      operations = part.operations;
      for (const [id, statuses] of Object.entries(part.seen)) {
        const all = answered.get(id) ?? new Set<number>();
        for (const s of statuses) all.add(s);
        answered.set(id, all);
      }
    }
    rmSync(dir, { recursive: true, force: true });
    const ok = [...answered.values()].filter((s) => [...s].some((x) => x >= 200 && x < 300));
    console.info(
      `OpenAPI: ${answered.size} of ${operations.length} operations answered as declared in this run, ` +
        `${ok.length} of them with a 2xx`,
    );
  };
}
