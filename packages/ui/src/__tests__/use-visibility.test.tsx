import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInViewport, usePageVisible, useSeen } from '../use-visibility';
import { controlIntersections } from '../test/intersection';

let setInView: (isIntersecting: boolean) => void;
const setTab = (state: 'visible' | 'hidden') => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInViewport(ref);
  const tab = usePageVisible();
  const seen = useSeen(ref);
  return (
    <div ref={ref} data-testid="probe">
      {`view:${inView} tab:${tab} seen:${seen}`}
    </div>
  );
}

beforeEach(() => {
  setInView = controlIntersections();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('visibility hooks', () => {
  it('starts off screen until the observer reports the element in view, and follows it', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('view:false tab:true seen:false');
    setInView(true);
    expect(screen.getByTestId('probe')).toHaveTextContent('view:true tab:true seen:true');
    setInView(false);
    expect(screen.getByTestId('probe')).toHaveTextContent('view:false tab:true seen:false');
  });

  it('follows the tab: hidden, then showing again', () => {
    render(<Probe />);
    setInView(true);
    setTab('hidden');
    expect(screen.getByTestId('probe')).toHaveTextContent('view:true tab:false seen:false');
    setTab('visible');
    expect(screen.getByTestId('probe')).toHaveTextContent('view:true tab:true seen:true');
  });

  it('counts an element as in view where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('view:true tab:true seen:true');
  });
});
