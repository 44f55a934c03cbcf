import { cn } from '@vastra/ui/cn';
import { expect } from 'vitest';

const classes = (s: string) => s.split(/\s+/).filter(Boolean).sort();

/**
 * For parts that join their classes without tailwind-merge (`cx`, which keeps it out of a page's
 * load): no two classes of `root` or of any element in it may compete. tailwind-merge (`cn`) is
 * the judge and must find nothing to drop.
 */
export function expectNothingToDrop(root: Element): void {
  for (const el of [root, ...root.querySelectorAll('[class]')]) {
    const cls = el.getAttribute('class') ?? '';
    expect(classes(cn(cls)), cls).toEqual(classes(cls));
  }
}
