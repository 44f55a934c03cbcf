import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlIntersections } from '@vastra/ui/test/intersection';
import { renderRoute } from '@/test/render';
import { NewsletterForm } from '..';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('textbox', { name: 'Email address' });

describe('footer newsletter form', () => {
  it('stays a read-only placeholder until the footer nears the screen, then loads the form', async () => {
    const setInView = controlIntersections();
    renderRoute(<NewsletterForm />);
    expect(field()).toHaveAttribute('readonly');
    setInView(true);
    await waitFor(() => expect(field()).not.toHaveAttribute('readonly'));
  });

  it('loads at once when its field takes the focus, and keeps the focus there', async () => {
    controlIntersections();
    renderRoute(<NewsletterForm />);
    act(() => field().focus());
    await waitFor(() => expect(field()).not.toHaveAttribute('readonly'));
    expect(field()).toHaveFocus();
  });
});
