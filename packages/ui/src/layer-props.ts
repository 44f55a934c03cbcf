import type { ReactNode, RefObject } from 'react';

export interface LayerProps {
  open: boolean;
  onClose: () => void;
  /** Heading text; also names the dialog. */
  title: ReactNode;
  /** Hide the visible heading (still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Footer area (buttons). */
  footer?: ReactNode;
  /** A click on the backdrop closes the layer (default). Off for dialogs a stray click must not end. */
  dismissOnBackdrop?: boolean;
}

export interface ShellProps extends LayerProps {
  position: string;
  panel: string;
}
