import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LayoutType } from '@health-passport/domain';
import { LayoutChildren, LayoutProvider, type LayoutPageContext } from '../features/layout-components';
import { i18n } from '../lib/i18n';

/** A page context of a health sub-page, with any field overridden. */
export function aLayoutContext(overrides: Partial<LayoutPageContext> = {}): LayoutPageContext {
  return {
    packageCode: 'performance_plus',
    passportId: 'passport-1',
    basePath: '/my-health/body-heart',
    layoutType: LayoutType.MyHealthSubSystemLayout,
    ...overrides,
  };
}

/** Renders layout nodes as a page's top-level components (depth 0), inside a router, translations and a page context. */
export function renderLayout(components: unknown[], context: Partial<LayoutPageContext> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[context.basePath ?? '/my-health/body-heart']}>
        <LayoutProvider value={aLayoutContext(context)}>
          <LayoutChildren components={components} depth={0} />
        </LayoutProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
