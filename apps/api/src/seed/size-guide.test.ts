import { sizeGuideFor } from '@vastra/contracts/size-guide';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SIZE_RUNS } from './catalogue-data';
import { demoFit } from './demo-fit';

const subcategories = CATEGORIES.flatMap((c) => c.subcategories.map((s) => ({ c, s })));

describe('the size guide against the demo catalogue', () => {
  it.each(subcategories.map(({ c, s }) => [`${c.name} / ${s.name}`, s] as const))(
    '%s: its chart covers every size it is sold in (free size has none)',
    (_, sub) => {
      const guide = sizeGuideFor(sub.drawing);
      if (sub.sizes === 'free') {
        expect(guide).toBeNull();
        return;
      }
      expect(guide).not.toBeNull();
      const charted = guide!.rows.map((r) => r.size);
      for (const size of SIZE_RUNS[sub.sizes]) expect(charted).toContain(size);
    },
  );
});

describe('demo fit answers', () => {
  it('answer for charted garments, leaning one way per product, and never for free size', () => {
    const answers = Array.from({ length: 60 }, (_, i) => demoFit('jeans', 'demo-jeans', `r${i}`));
    const given = answers.filter((a) => a !== null);
    expect(given.length).toBeGreaterThan(20);
    expect(given.length).toBeLessThan(60);
    const most = Math.max(
      ...['small', 'true', 'large'].map((a) => given.filter((g) => g === a).length),
    );
    expect(most / given.length).toBeGreaterThan(0.5);
    expect(demoFit('jeans', 'demo-jeans', 'r1')).toBe(answers[1]);
    for (let i = 0; i < 20; i += 1) expect(demoFit('saree', 'demo-saree', `r${i}`)).toBeNull();
  });
});
