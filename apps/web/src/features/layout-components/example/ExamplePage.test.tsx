import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPONENT_TYPES, ComponentType, INDICATOR_TYPES } from '@health-passport/domain';
import { renderInRouter } from '../../../test/render';
import { ExamplePage } from './ExamplePage';
import { COMPONENT_SAMPLES, INDICATOR_SAMPLES } from './samples';

// Charts measure their container; happy-dom has no layout.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('the /example style guide', () => {
  it('has a sample for every renderable catalogue type and every indicator kind', () => {
    const renderable = COMPONENT_TYPES.filter((type) => type !== ComponentType.AncorLink);
    expect(Object.keys(COMPONENT_SAMPLES).sort()).toEqual([...renderable].sort());
    expect(INDICATOR_SAMPLES.map((sample) => sample.kind).sort()).toEqual([...INDICATOR_TYPES].sort());
  });

  it('renders every sample with its component: no "not valid component" notice anywhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInRouter(<ExamplePage />, '/example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Component examples' })).toBeTruthy();
    for (const type of Object.keys(COMPONENT_SAMPLES)) {
      expect(screen.getByRole('heading', { level: 3, name: type })).toBeTruthy();
    }
    expect(screen.queryByText(/is not valid component/)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
