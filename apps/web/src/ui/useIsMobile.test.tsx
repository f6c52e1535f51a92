import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT } from './breakpoints';
import { installFakeMatchMedia } from './testing/fakeMatchMedia';
import { useIsMobile } from './useIsMobile';

afterEach(cleanup);

function Probe() {
  return <span>{useIsMobile() ? 'mobile' : 'desktop'}</span>;
}

describe('useIsMobile', () => {
  it('is true below 600px and follows resizes', () => {
    expect(MOBILE_BREAKPOINT).toBe(600);
    const media = installFakeMatchMedia({ width: 599 });
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('mobile');
    act(() => media.set({ width: 600 }));
    expect(container.textContent).toBe('desktop');
    act(() => media.set({ width: 320 }));
    expect(container.textContent).toBe('mobile');
    media.restore();
  });
});
