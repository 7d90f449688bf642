import type { AppModule } from '../../context.js';
import typeDefs from './users.graphql?raw';
import { usersResolvers } from './users.resolvers.js';
import { usersRoutes } from './users.routes.js';

export {
  createUsersService,
  type ConsumerSearch,
  type ConsumerSearchPage,
  type DisabledEmail,
  type NewUser,
  type UserRow,
  type UsersService,
} from './users.service.js';
export { disabledEmails, userGroups, users } from './users.tables.js';
export { fullName, type ListedUser, type UsersPage } from './users.routes.js';
export { toSearchForm } from './searchText.js';
export { viewerUserRow } from './viewerRow.js';
export { EMAIL_TYPES, type EmailType } from './users.validation.js';

/**
 * The signed-in user's profile (`me`, `updateMe`, the e-mail preferences) and the individuals list
 * (`GET /api/v2/users`).
 */
export const usersModule: AppModule = {
  name: 'users',
  typeDefs,
  resolvers: usersResolvers,
  routes: usersRoutes,
};
