import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { addPasskey, assertionOptions, passkeysOf, registrationOptions, removePasskey } from '../services/passkeys.ts';
import {
  confirmTotp,
  disableTotp,
  reauthenticate,
  renewRecoveryCodes,
  securityStatus,
  setupTotp,
} from '../services/security.ts';
import { listSessions, revokeOtherSessions, revokeSession } from '../services/sessions.ts';
import { enrollConfirm, enrollSetup, loginMfa, loginPasskey, loginPasskeyOptions } from '../services/sign-in-steps.ts';
import { clientOf } from './auth.ts';

/** Issue 17: the second steps of signing in, second factors, passkeys, re-authentication and sessions. */
export const securityRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  // The steps of a sign-in (public).
  defineRoute(app, ctx, 'loginMfa', ({ body, request }) => loginMfa(ctx, body, clientOf(request)));
  defineRoute(app, ctx, 'loginPasskeyOptions', ({ body, request }) => loginPasskeyOptions(ctx, body?.mfaToken, clientOf(request)));
  defineRoute(app, ctx, 'loginPasskey', ({ body, request }) => loginPasskey(ctx, body, clientOf(request)));
  defineRoute(app, ctx, 'enrollSetup', ({ body }) => enrollSetup(ctx, body.enrollToken));
  defineRoute(app, ctx, 'enrollConfirm', ({ body, request }) => enrollConfirm(ctx, body, clientOf(request)));

  // The signed-in staff member's own factors.
  defineRoute(app, ctx, 'getSecurity', ({ actor }) => securityStatus(ctx, actor));
  defineRoute(app, ctx, 'setupTotp', ({ actor }) => setupTotp(ctx, actor));
  defineRoute(app, ctx, 'confirmTotp', ({ actor, body }) => confirmTotp(ctx, actor, body.code));
  defineRoute(app, ctx, 'disableTotp', ({ actor, body }) => disableTotp(ctx, actor, body.code));
  defineRoute(app, ctx, 'renewRecoveryCodes', ({ actor, body }) => renewRecoveryCodes(ctx, actor, body.code));
  defineRoute(app, ctx, 'listPasskeys', ({ actor }) => passkeysOf(ctx, actor));
  defineRoute(app, ctx, 'passkeyOptions', ({ actor, body }) =>
    body.purpose === 'register' ? registrationOptions(ctx, actor) : assertionOptions(ctx, 'passkey-reauth', actor.id),
  );
  defineRoute(app, ctx, 'addPasskey', ({ actor, body }) => addPasskey(ctx, actor, body));
  defineRoute(app, ctx, 'removePasskey', ({ actor, params }) => removePasskey(ctx, actor, params.id));
  defineRoute(app, ctx, 'reauthenticate', ({ actor, body }) => reauthenticate(ctx, actor, body));

  // Sessions.
  defineRoute(app, ctx, 'listSessions', ({ actor }) => listSessions(ctx, actor));
  defineRoute(app, ctx, 'revokeSession', ({ actor, params }) => revokeSession(ctx, actor, params.id));
  defineRoute(app, ctx, 'revokeOtherSessions', ({ actor }) => revokeOtherSessions(ctx, actor));
};
