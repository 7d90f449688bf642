import type { AppModule } from '../../context.js';
import typeDefs from './layouts.graphql?raw';
import { layoutsResolvers } from './layouts.resolvers.js';
import { layoutsRoutes } from './layouts.routes.js';

export { layoutErrors } from './layouts.errors.js';
export { createLayoutsService, type LayoutsService } from './layouts.service.js';
export { COLOUR_NAMES } from './blocks.js';
export { documentOf, indicatorOf, unitOf, type PageTemplate, type TemplateContext } from './page.js';
export { PAGES } from './pages/index.js';
export {
  MY_HEALTH_SITEMAP,
  MY_STATISTICS_SITEMAP,
  SYSTEM_ENTRIES,
  SYSTEM_RESULT_IDS,
  type HealthSystem,
} from './sitemap.js';
export { STATIC_LAYOUTS } from './staticLayouts.js';

/** The passport's pages: the menu routes and layout documents built from page templates (§2.4, §7). */
export const layoutsModule: AppModule = {
  name: 'layouts',
  typeDefs,
  resolvers: layoutsResolvers,
  routes: layoutsRoutes,
};
