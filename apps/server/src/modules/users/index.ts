import type { AppModule } from '../../context.js';

export { createUsersService, type NewUser, type UserRow, type UsersService } from './users.service.js';
export { userGroups, users } from './users.tables.js';

/** Users has no public API of its own yet: identity (`me`) and the individuals list build on its service. */
export const usersModule: AppModule = { name: 'users' };
