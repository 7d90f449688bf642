import type { AppModule } from '../../context.js';
import typeDefs from './users.graphql?raw';
import { usersResolvers } from './users.resolvers.js';

export {
  createUsersService,
  type DisabledEmail,
  type NewUser,
  type UserRow,
  type UsersService,
} from './users.service.js';
export { disabledEmails, userGroups, users } from './users.tables.js';
export { EMAIL_TYPES, type EmailType } from './users.validation.js';

/** The signed-in user's profile: `me`, `updateMe` and the e-mail preferences. */
export const usersModule: AppModule = { name: 'users', typeDefs, resolvers: usersResolvers };
