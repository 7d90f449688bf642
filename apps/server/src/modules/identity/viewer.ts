import { hasAnyRole, type Role } from '@health-passport/domain';
import { authErrors } from './identity.errors.js';

/** The signed-in caller, from a verified access token. */
export interface Viewer {
  userId: string;
  email: string;
  roles: Role[];
  /** The sign-in the access token belongs to: "the other sessions" are every sign-in but this one. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer-token hook; null without a valid access token. */
    viewer: Viewer | null;
  }
}

/** Anything that carries the viewer: a Fastify request or the GraphQL context. */
export interface HasViewer {
  viewer: Viewer | null;
}

/** The viewer, or 401 NotAuthorizedException "Invalid token" (missing, forged or expired token). */
export function requireViewer(ctx: HasViewer): Viewer {
  if (!ctx.viewer) throw authErrors.invalidToken();
  return ctx.viewer;
}

/** The viewer when they hold one of `roles`; 401 without a session, 403 without the role. */
export function requireRole(ctx: HasViewer, roles: readonly Role[]): Viewer {
  const viewer = requireViewer(ctx);
  if (!hasAnyRole(viewer.roles, roles)) throw authErrors.forbidden();
  return viewer;
}
