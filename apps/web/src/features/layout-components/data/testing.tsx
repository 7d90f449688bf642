import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { LayoutComponent } from '@health-passport/domain';
import { LayoutNode } from '../LayoutNode';

/** Draws one node of a content tree through the catalogue, as a layout page does. */
export function renderNode(component: LayoutComponent, depth = 0) {
  return render(
    <MemoryRouter>
      <LayoutNode component={component} depth={depth} />
    </MemoryRouter>,
  );
}

/**
 * The charts size their drawing with a ResizeObserver and happy-dom lays nothing out: this one reports a
 * 600 x 320 box at once. Stubbed per test (the setup unstubs globals after each).
 */
export function stubChartSize() {
  class SizedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width: 600, height: 320 } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
}

/** Makes the page say "prefers-reduced-motion: reduce" (charts draw at once, slides change instantly). */
export function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
