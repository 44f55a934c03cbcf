import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from '../accordion';

const item = (id: string): AccordionItem => ({ id, title: id, content: `${id} options` });

describe('Accordion', () => {
  it('opens a section added later as defaultOpen says, and keeps the others as they were', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Accordion items={[item('Price')]} defaultOpen={['Price', 'Size']} />,
    );
    const price = screen.getByRole('button', { name: 'Price' });
    expect(price).toHaveAttribute('aria-expanded', 'true');
    await user.click(price);
    expect(price).toHaveAttribute('aria-expanded', 'false');

    // The sizes arrive: their section is added open; Price stays closed, and is the same element.
    rerender(<Accordion items={[item('Price'), item('Size')]} defaultOpen={['Price', 'Size']} />);
    expect(screen.getByRole('button', { name: 'Size' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Price' })).toBe(price);
    expect(price).toHaveAttribute('aria-expanded', 'false');

    // A section not named in defaultOpen is added closed.
    rerender(
      <Accordion
        items={[item('Price'), item('Size'), item('Colour')]}
        defaultOpen={['Price', 'Size']}
      />,
    );
    expect(screen.getByRole('button', { name: 'Colour' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
