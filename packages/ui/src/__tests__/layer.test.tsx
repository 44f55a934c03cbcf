import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from '../bottom-sheet';
import { Modal } from '../modal';
import { Sheet } from '../sheet';

const layers = { Modal, Sheet, BottomSheet } as const;

function Page({ Layer, dismissOnBackdrop }: { Layer: typeof Modal; dismissOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <h1>Shop</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Open layer
        </button>
        <a href="/bag">Bag</a>
      </main>
      <Layer
        open={open}
        onClose={() => setOpen(false)}
        title="Choose Category"
        dismissOnBackdrop={dismissOnBackdrop}
      >
        <input aria-label="Pincode" />
        <button type="button">Apply</button>
      </Layer>
    </>
  );
}

describe.each(Object.entries(layers))('%s on Radix Dialog', (_name, Layer) => {
  it('moves focus to the first control of its body, keeps Tab inside and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page Layer={Layer} />);
    const opener = screen.getByRole('button', { name: 'Open layer' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Choose Category' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveFocus());
    // Pincode → Apply → (wraps) Close → Pincode: focus never reaches the page behind.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('hides the page behind from assistive technology and locks its scroll while open', async () => {
    const user = userEvent.setup();
    render(<Page Layer={Layer} />);
    const main = screen.getByRole('main');
    await user.click(screen.getByRole('button', { name: 'Open layer' }));
    await screen.findByRole('dialog');

    const pageRoot = main.closest('body > div') as HTMLElement;
    expect(pageRoot).toHaveAttribute('aria-hidden', 'true');
    // Hidden content is out of the accessibility tree: only the dialog's controls are found.
    expect(screen.queryByRole('link', { name: 'Bag' })).not.toBeInTheDocument();
    expect(document.body.style.pointerEvents).toBe('none');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(pageRoot).not.toHaveAttribute('aria-hidden'));
    expect(screen.getByRole('link', { name: 'Bag' })).toBeInTheDocument();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Page Layer={Layer} />);
    const opener = screen.getByRole('button', { name: 'Open layer' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('backdrop', () => {
  it('closes on a backdrop click unless told not to', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page Layer={Modal} />);
    await user.click(screen.getByRole('button', { name: 'Open layer' }));
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.previousElementSibling as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<Page Layer={Modal} dismissOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open layer' }));
    const sticky = await screen.findByRole('dialog');
    await user.pointer({
      keys: '[MouseLeft]',
      target: sticky.previousElementSibling as HTMLElement,
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
