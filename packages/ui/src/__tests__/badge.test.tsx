import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from '../badge';

describe('CountBadge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, text) => {
    render(<CountBadge count={count} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows nothing for an empty bag', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
