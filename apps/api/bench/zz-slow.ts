import { Types } from 'mongoose';
import { createSearchEngine } from '../src/modules/catalog/search-memory';
import { runSearch } from '../src/modules/catalog/search.service';
import { CATEGORIES } from '../src/seed/catalogue-data';
import { generateProducts, type CategoryRefs } from '../src/seed/products';
import { searchQueries } from './search-queries';
const refs: CategoryRefs = Object.fromEntries(CATEGORIES.map((c) => [c.slug, { id: new Types.ObjectId(), subcategories: Object.fromEntries(c.subcategories.map((s) => [s.slug, new Types.ObjectId()])) }]));
const products = generateProducts(20000, refs);
const engine = createSearchEngine({ load: async () => products });
await engine.ready();
const queries = searchQueries(products.map((p) => p.name), 6000);
for (const q of queries.slice(0, 500)) await runSearch(q, { engine, limit: 20 });
const times: [string, number][] = [];
for (const q of queries) {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t = process.cpuUsage();
    await runSearch(q, { engine, limit: 20 });
    const u = process.cpuUsage(t);
    best = Math.min(best, (u.user + u.system) / 1000);
  }
  times.push([q, best]);
}
times.sort((a, b) => b[1] - a[1]);
console.log(times.slice(0, 40).map(([q, t]) => `${t.toFixed(3)} ${q}`).join('\n'));
const all = times.map((t) => t[1]).sort((a, b) => a - b);
console.log('mean', (all.reduce((a, b) => a + b) / all.length).toFixed(3), 'p50', all[3000]!.toFixed(3), 'p90', all[5400]!.toFixed(3), 'p99', all[5940]!.toFixed(3));
