import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from '../bottom-sheet';
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from '../button';
import { cn } from '../cn';
import { fieldClass } from '../input';
import { Modal } from '../modal';
import { Select } from '../select';
import { Sheet } from '../sheet';
import { Skeleton } from '../skeleton';

// The primitives the listing and product pages draw join their classes without tailwind-merge
// (`cx`), so none of their own classes may compete: tailwind-merge (`cn`) is the judge here and
// must find nothing to drop.
const classes = (s: string) => s.split(/\s+/).filter(Boolean).sort();
const nothingToDrop = (s: string) => expect(classes(cn(s))).toEqual(classes(s));

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg', 'icon', 'custom'];

describe('classes joined without tailwind-merge', () => {
  it('no variant and size of a button set the same thing twice', () => {
    for (const v of VARIANTS) for (const s of SIZES) nothingToDrop(buttonClass(v, s));
  });

  it('a custom-size button takes its height, padding, font size and spacing from the caller', () => {
    const { getByRole } = render(
      <Button size="custom" className="h-9 px-3 text-xs tracking-wider">
        Add
      </Button>,
    );
    const cls = getByRole('button').className;
    nothingToDrop(cls);
    expect(classes(cls)).toEqual(expect.arrayContaining(['h-9', 'px-3', 'text-xs']));
    expect(cls).not.toMatch(/\b(h-8|h-10|h-12|px-4|text-sm|tracking-wide)\b/);
  });

  it('a compact select is shorter than a field, and its classes do not compete', () => {
    const { getAllByRole } = render(
      <>
        <Select
          srLabel="Sort"
          options={[{ value: 'a', label: 'A' }]}
          compact
          className="min-w-56"
        />
        <Select srLabel="Size" options={[{ value: 'a', label: 'A' }]} />
      </>,
    );
    const [compact, normal] = getAllByRole('combobox').map((el) => el.className);
    nothingToDrop(compact!);
    nothingToDrop(normal!);
    expect(classes(compact!)).toContain('py-2');
    expect(classes(compact!)).not.toContain('py-2.5');
    expect(classes(normal!)).toContain('py-2.5');
    nothingToDrop(fieldClass);
  });

  it("a skeleton's corners are its own unless told", () => {
    const { container } = render(
      <>
        <Skeleton className="h-4 w-16" />
        <Skeleton rounded="rounded-full" className="size-28" />
      </>,
    );
    const [plain, round] = [...container.children].map((el) => el.className);
    expect(classes(plain!)).toContain('rounded-md');
    expect(classes(round!)).toContain('rounded-full');
    expect(classes(round!)).not.toContain('rounded-md');
    nothingToDrop(round!);
  });

  it('every layer (modal sizes, sheets, bottom sheet) joins its own classes with nothing to drop', async () => {
    const layers = [
      ...(['sm', 'md', 'lg', 'full'] as const).map((size) => (
        <Modal key={size} open onClose={() => {}} title={`Modal ${size}`} size={size}>
          text
        </Modal>
      )),
      ...(['left', 'right'] as const).map((side) => (
        <Sheet key={side} open onClose={() => {}} title={`Sheet ${side}`} side={side}>
          text
        </Sheet>
      )),
      <BottomSheet key="bottom" open onClose={() => {}} title="Bottom sheet">
        text
      </BottomSheet>,
    ];
    for (const layer of layers) {
      const { unmount } = render(layer);
      const dialog = await screen.findByRole('dialog');
      nothingToDrop(dialog.className);
      nothingToDrop(dialog.parentElement!.className);
      unmount();
    }
  });
});
