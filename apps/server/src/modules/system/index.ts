import { APP_VERSION } from '@health-passport/domain';
import type { AppModule } from '../../context.js';
import typeDefs from './system.graphql?raw';
import { systemRoutes } from './system.routes.js';

export { createMaintenanceService, type MaintenanceService } from './maintenance.service.js';
export { createSettingsService, type SettingsService } from './settings.service.js';
export { appSettings } from './system.tables.js';

export const systemModule: AppModule = {
  name: 'system',
  typeDefs,
  resolvers: {
    Query: {
      appInfo: async (_parent, _args, { app }) => ({
        version: APP_VERSION,
        mode: app.config.mode,
        maintenance: await app.services.maintenance.isOn(),
        nativeAppOrigins: app.config.nativeAppOrigins,
      }),
    },
  },
  routes: systemRoutes,
};
