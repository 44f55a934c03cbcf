import mongoose, { Schema, type Model } from 'mongoose';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkShapes,
  fmtObj,
  loadModels,
  type ShapeCheck,
} from '../scripts/query-indexes/coverage';
import { DYNAMIC_SHAPES } from '../scripts/query-indexes/dynamic-shapes';
import { API_MODULES, extractShapes, type DynamicShapes } from '../scripts/query-indexes/extract';

/**
 * The static half of `pnpm --filter @vastra/api explain`, run on every test run: each query the
 * services make (read from their source, run-time filters from DYNAMIC_SHAPES) must start with an
 * index its model declares. No database needed: only the schemas' declared indexes are read.
 */

const label = ({ shape, detail }: ShapeCheck) =>
  `${shape.site} ${shape.model}.${shape.method} ${fmtObj(shape.filter)} sort ${fmtObj(shape.sort)}: ${detail}`;
const verdicts = (checks: ShapeCheck[], verdict: ShapeCheck['verdict']) =>
  checks.filter((c) => c.verdict === verdict).map(label);

describe('the API’s queries and the indexes its models declare', () => {
  it('every query shape starts with a declared index, and every run-time filter is described', async () => {
    const { shapes, unread } = extractShapes(API_MODULES, DYNAMIC_SHAPES);
    const checks = checkShapes(shapes, await loadModels(API_MODULES));

    expect(unread).toEqual([]);
    expect(verdicts(checks, 'uncovered')).toEqual([]);
    // The walk really read the services, the back office's run-time filters and the low-stock query.
    expect(shapes.length).toBeGreaterThan(300);
    const lowStock = checks.filter(
      (c) =>
        c.shape.site.startsWith('catalog/admin/low-stock.data.ts') && c.shape.method === 'find',
    );
    expect(lowStock.map((c) => Object.keys(c.shape.filter).sort())).toEqual([
      ['inventory.stock'],
      ['inventory', 'stock'],
    ]);
  });
});

// ------------------------------------------------------------- the checker on made-up services

const scratch = mkdtempSync(join(tmpdir(), 'vastra-query-indexes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let n = 0;

/** A modules folder holding one service file with `source`; returns the folder. */
function modulesWith(file: string, source: string): string {
  const dir = join(scratch, `m${(n += 1)}`);
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), source);
  return dir;
}

/** A widget model (on its own Mongoose instance) declaring `indexes`. */
function widgets(...indexes: Record<string, 1 | -1>[]): Map<string, Model<unknown>> {
  const schema = new Schema({
    colour: String,
    size: Number,
    name: String,
    createdAt: Date,
  });
  for (const key of indexes) schema.index(key);
  const model = new mongoose.Mongoose().model('Widget', schema) as unknown as Model<unknown>;
  return new Map([['WidgetModel', model]]);
}

function check(dir: string, models: Map<string, Model<unknown>>, dynamic: DynamicShapes = {}) {
  const { shapes, unread } = extractShapes(dir, dynamic);
  return { checks: checkShapes(shapes, models), unread };
}

describe('the query/index checker', () => {
  const LIST = `export const list = () => WidgetModel.find({ colour: 'red' }).sort({ createdAt: -1 });`;

  it('fails a query no declared index can start, and passes it once the index is declared', () => {
    const dir = modulesWith('widgets/widget.service.ts', LIST);

    const without = check(dir, widgets({ size: 1 }));
    expect(verdicts(without.checks, 'uncovered')).toEqual([
      `widgets/widget.service.ts:1 WidgetModel.find { colour: eq } sort { createdAt: -1 }: UNCOVERED (collection scan)`,
    ]);

    const withIndex = check(dir, widgets({ size: 1 }, { colour: 1, createdAt: -1 }));
    expect(verdicts(withIndex.checks, 'uncovered')).toEqual([]);
    expect(withIndex.checks.map((c) => [c.verdict, c.detail])).toEqual([
      ['served', 'colour_1_createdAt_-1'],
    ]);
  });

  it('says what an index that starts a query leaves to do in memory', () => {
    const dir = modulesWith('widgets/widget.service.ts', LIST);
    const { checks } = check(dir, widgets({ colour: 1 }));
    expect(checks.map((c) => [c.verdict, c.detail])).toEqual([
      ['partial', 'colour_1, then in-memory sort { createdAt: -1 }'],
    ]);
  });

  it('reports a run-time filter without a described shape, and checks the shapes described', () => {
    const source = `
      const filterOf = (colour?: string) => (colour ? { colour } : {});
      export function listWidgets(colour?: string) {
        return WidgetModel.countDocuments(filterOf(colour));
      }`;
    const dir = modulesWith('widgets/widget.service.ts', source);
    const models = widgets({ createdAt: -1 });

    expect(check(dir, models).unread).toEqual([
      'widgets/widget.service.ts:4 WidgetModel.countDocuments in listWidgets()',
    ]);

    const described = check(dir, models, {
      'widgets/widget.service.ts:listWidgets': [{ filter: { colour: 'eq' }, sort: {} }],
    });
    expect(described.unread).toEqual([]);
    expect(verdicts(described.checks, 'uncovered')).toEqual([
      'widgets/widget.service.ts:4 WidgetModel.countDocuments { colour: eq } sort {}: UNCOVERED (collection scan)',
    ]);
  });

  it('lets only a back-office contains-search scan; anchored prefixes need an index', () => {
    const count = `export const n = (q: string) => WidgetModel.countDocuments({ name: { $regex: q, $options: 'i' } });`;
    const prefix = `export const p = () => WidgetModel.find({ name: /^ab/ });`;
    const models = widgets({ createdAt: -1 });

    const admin = check(modulesWith('widgets/admin/widgets.data.ts', count), models);
    expect(admin.checks.map((c) => c.verdict)).toEqual(['text-scan']);
    const storefront = check(modulesWith('widgets/widgets.data.ts', count), models);
    expect(storefront.checks.map((c) => c.verdict)).toEqual(['uncovered']);
    const anchored = check(modulesWith('widgets/admin/prefix.data.ts', prefix), models);
    expect(anchored.checks.map((c) => c.verdict)).toEqual(['uncovered']);
    expect(
      check(modulesWith('widgets/admin/prefix.data.ts', prefix), widgets({ name: 1 })).checks.map(
        (c) => c.verdict,
      ),
    ).toEqual(['served']);
  });

  it('reads an aggregation’s leading $match and $sort', () => {
    const source = `export const g = () => WidgetModel.aggregate([{ $sort: { colour: 1, size: 1 } }, { $group: { _id: '$colour' } }]);`;
    const dir = modulesWith('widgets/widget.service.ts', source);
    expect(
      check(dir, widgets({ colour: 1, size: 1 })).checks.map((c) => [
        c.shape.filter,
        c.shape.sort,
        c.verdict,
      ]),
    ).toEqual([[{}, { colour: 1, size: 1 }, 'served']]);
    expect(check(dir, widgets({ size: 1 })).checks.map((c) => c.verdict)).toEqual(['uncovered']);
  });
});
