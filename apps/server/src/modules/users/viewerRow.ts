import type { GraphQLContext } from '../../context.js';
import type { UserRow } from './users.service.js';

const rows = new WeakMap<object, Promise<UserRow | undefined>>();

/**
 * The signed-in caller's own row, read once per request however many fields ask for it (`me`, the answer's
 * language). Only for reads: a mutation reads the row it changes itself.
 */
export function viewerUserRow(ctx: GraphQLContext): Promise<UserRow | undefined> {
  if (!ctx.viewer) return Promise.resolve(undefined);
  let row = rows.get(ctx.request);
  if (!row) {
    row = ctx.app.services.users.findById(ctx.viewer.userId);
    rows.set(ctx.request, row);
  }
  return row;
}
