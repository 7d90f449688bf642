import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, ZodError } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { authErrors, invalidParameterFrom } from './identity.errors.js';
import { AUTH_CHALLENGES, type AuthChallenge } from '@health-passport/domain';
import { type AuthResult, type RefreshCookie } from './identity.service.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './knownDevice.js';
import { requireViewer } from './viewer.js';

/** The refresh token's cookie: sent only to /auth, never readable by scripts. */
export const REFRESH_COOKIE = 'hp_refresh';
const AUTH_BODY_LIMIT = 16 * 1024;

const Username = z.string().trim().min(1).max(254);
const Password = z.string().min(1).max(256);
const Code = z.string().trim().min(1).max(16);
const Session = z.string().min(1).max(512);

const SignInBody = z.object({ username: Username, password: Password });
const ChallengeBody = z.object({
  challenge: z.enum(AUTH_CHALLENGES as [AuthChallenge, ...AuthChallenge[]]),
  session: Session,
  code: Code.optional(),
  newPassword: Password.optional(),
});
const AssociateBody = z.object({ session: Session.optional() }).optional();
const CodeBody = z.object({ code: Code });
const VerifyBody = z.object({ code: Code, currentCode: Code.optional() });
const ForgotBody = z.object({ username: Username });
const ConfirmForgotBody = z.object({ username: Username, code: Code, newPassword: Password });
const ChangePasswordBody = z.object({ currentPassword: Password, newPassword: Password });

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidParameterFrom(parsed.error);
  return parsed.data;
}

/**
 * Verifies `Authorization: Bearer <access token>` on every request and puts the viewer on it (null without a
 * valid token). Public calls ignore it; protected ones call requireViewer / requireRole.
 */
export function registerBearerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    request.viewer = match?.[1] ? await ctx.services.identity.verifyAccessToken(match[1]) : null;
  });
}

/** The identity provider's flows as a JSON API under /auth (customer-journey §4 login state machine). */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerBearerAuth(app, ctx);
  await app.register(async (scope) => authScope(scope, ctx));
}

async function authScope(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const identity = ctx.services.identity;
  const secure = ctx.config.publicUrl.startsWith('https:');

  // An empty JSON body (refresh, sign-out) is no body; anything else is parsed as usual.
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
    (request, body, done) => (body === '' ? done(null, undefined) : json(request, body as string, done)),
  );

  // Malformed, oversized or mistyped input answers the provider's InvalidParameterException (400).
  scope.setErrorHandler((error: FastifyError | Error) => {
    if (error instanceof ZodError) throw invalidParameterFrom(error);
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (!(error instanceof AppError) && status && status >= 400 && status < 500) {
      throw authErrors.invalidParameter('Invalid request: the body must be a small JSON object.');
    }
    throw error;
  });

  const setRefreshCookie = (reply: FastifyReply, refresh: RefreshCookie) =>
    reply.setCookie(REFRESH_COOKIE, refresh.token, {
      path: '/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: Math.max(0, Math.floor((refresh.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000)),
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth', httpOnly: true, sameSite: 'strict', secure });

  const answer = (request: FastifyRequest, reply: FastifyReply, result: AuthResult) => {
    reply.header('cache-control', 'no-store');
    if (result.status === 'AUTHENTICATED') {
      setRefreshCookie(reply, result.refresh);
      // This browser becomes a known device of the account: a stranger's failures elsewhere do not lock it out.
      reply.setCookie(
        DEVICE_COOKIE,
        identity.rememberDevice(request.cookies[DEVICE_COOKIE], result.username),
        {
          path: '/auth',
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        },
      );
      return { status: result.status, tokens: result.tokens };
    }
    return {
      status: result.status,
      challenge: result.challenge,
      session: result.session,
      ...(result.destination ? { destination: result.destination } : {}),
    };
  };
  const meta = (request: FastifyRequest) => ({ ip: request.ip, device: request.cookies[DEVICE_COOKIE] });
  const options = { bodyLimit: AUTH_BODY_LIMIT };

  scope.post('/auth/sign-in', options, async (request, reply) => {
    const body = parse(SignInBody, request.body);
    return answer(request, reply, await identity.signIn(body, meta(request)));
  });

  scope.post('/auth/challenge', options, async (request, reply) => {
    const body = parse(ChallengeBody, request.body);
    return answer(request, reply, await identity.respondToChallenge(body, meta(request)));
  });

  scope.post('/auth/mfa/associate', options, async (request, reply) => {
    const body = parse(AssociateBody, request.body);
    reply.header('cache-control', 'no-store');
    if (body?.session) return identity.associateSoftwareToken({ session: body.session });
    return identity.associateSoftwareToken({ userId: requireViewer(request).userId });
  });

  scope.post('/auth/mfa/verify', options, async (request) => {
    const viewer = requireViewer(request);
    await identity.verifySoftwareToken(viewer, parse(VerifyBody, request.body));
    return { ok: true };
  });

  scope.post('/auth/mfa/disable', options, async (request) => {
    const viewer = requireViewer(request);
    const { code } = parse(CodeBody, request.body);
    await identity.disableSoftwareToken(viewer, code);
    return { ok: true };
  });

  scope.post('/auth/forgot-password', options, async (request) => {
    const { username } = parse(ForgotBody, request.body);
    return identity.forgotPassword(username, meta(request));
  });

  scope.post('/auth/confirm-forgot-password', options, async (request) => {
    const body = parse(ConfirmForgotBody, request.body);
    await identity.confirmForgotPassword(body, meta(request));
    return { ok: true };
  });

  scope.post('/auth/refresh', options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      // A native-app wrapper hands over the refresh token it holds once, in the body; afterwards the cookie rules.
      const injected = z.object({ refreshToken: z.string().min(1).max(512) }).safeParse(request.body);
      const presented = injected.success ? injected.data.refreshToken : request.cookies[REFRESH_COOKIE];
      const { tokens, refresh } = await identity.refresh(presented);
      setRefreshCookie(reply, refresh);
      return { tokens };
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  scope.post('/auth/sign-out', options, async (request, reply) => {
    await identity.signOut(request.cookies[REFRESH_COOKIE], request.viewer);
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });

  // Every sign-in of the account ends, this one too: other devices are refused on their next request.
  scope.post('/auth/sign-out-everywhere', options, async (request, reply) => {
    const viewer = requireViewer(request);
    await identity.endSessions(viewer.userId);
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });

  // The signed-in user's new password; their other sign-ins end, this one stays.
  scope.post('/auth/change-password', options, async (request) => {
    const viewer = requireViewer(request);
    const body = parse(ChangePasswordBody, request.body);
    await identity.changePassword(viewer, body, meta(request));
    return { ok: true };
  });
}
