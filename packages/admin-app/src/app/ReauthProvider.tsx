import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReauthAnswer, ReauthDialogMethod } from '@chairside/design-system';
import { securityLimits, type EndpointName } from '@chairside/api-contract';
import { ApiError, call, onReauthRequired } from '../api/client';
import { failureMessage } from '../api/failure';

/** What the dialog says is about to be done, by the call that asked for a factor; others get the general words. */
export const reauthActionLabels: Partial<Record<EndpointName, string>> = {
  deleteUser: 'delete this account',
  saveAdminPrivacyPolicy: 'save the privacy policy',
  saveAdminTerms: 'save the terms and conditions',
  restorePrivacyPolicyRevision: 'restore this revision of the privacy policy',
  restoreTermsRevision: 'restore this revision of the terms',
  cancelPrivacyPolicyRevision: 'withdraw the scheduled privacy policy',
  cancelTermsRevision: 'withdraw the scheduled terms',
  inviteStaff: 'invite a staff member',
  revokeInvitation: 'withdraw this invitation',
  changeStaffRole: "change this staff member's role",
  deactivateStaff: 'deactivate this staff member',
  reactivateStaff: 'reactivate this staff member',
  // Adding or removing a second factor needs a factor the staff member already had.
  setupTotp: 'set up an authenticator app',
  confirmTotp: 'turn on two-factor sign-in',
  disableTotp: 'turn off two-factor sign-in',
  renewRecoveryCodes: 'make new recovery codes',
  passkeyOptions: 'add a passkey',
  addPasskey: 'add a passkey',
  removePasskey: 'remove this passkey',
};

const loadDialog = () => import('./ReauthPrompt');
const ReauthDialog = lazy(loadDialog);

/** What the dialog offers when the staff member's methods cannot be read: the password always works. */
const fallbackMethods: ReauthDialogMethod[] = ['password'];

/** The failure's own words: the server's message, the network error's, the cancelled passkey prompt's. */

type Asking = { methods: ReauthDialogMethod[]; action: string | undefined };

/**
 * Re-authentication before the worst actions (issue 17). It registers the client's handler for a 403
 * `{ reauthenticate: true }`: the ReauthDialog asks for the password, a code or a passkey (what
 * GET /api/admin/security says this staff member has), POST /api/admin/reauth checks it, and the client
 * then makes the refused call again, so a delete or a save carries on with what was typed. A wrong
 * answer keeps the dialog open with the server's message; Cancel lets the call fail with its 403.
 * Rendered by AdminLayout, around every page that makes such calls.
 */
export function ReauthProvider() {
  const [asking, setAsking] = useState<Asking>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const settle = useRef<(given: boolean) => void>(undefined);
  const pending = useRef<Promise<boolean>>(undefined);

  useEffect(() => {
    const stop = onReauthRequired((name) => {
      // Calls refused at the same time (the rows of a bulk action) share one prompt and its outcome.
      // The dialog's code comes down while the methods are read (a failed load shows in the route's error).
      void loadDialog().catch(() => undefined);
      pending.current ??= call('getSecurity')
        .then((status) => (status.reauthMethods.length > 0 ? status.reauthMethods : fallbackMethods), () => fallbackMethods)
        .then(
          (methods) =>
            new Promise<boolean>((resolve) => {
              settle.current = resolve;
              setAsking({ methods, action: reauthActionLabels[name] });
              setError(undefined);
              setOpen(true);
            }),
        )
        .finally(() => {
          pending.current = undefined;
        });
      return pending.current;
    });
    return () => {
      stop();
      // Leaving the signed-in pages (a logout) while asking: the refused call fails as it would have.
      settle.current?.(false);
      settle.current = undefined;
    };
  }, []);

  const close = (given: boolean) => {
    setOpen(false);
    settle.current?.(given);
    settle.current = undefined;
  };

  const confirm = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await send();
      close(true);
    } catch (failure) {
      // A 401 has ended the session and sent the staff member to /login: nothing is left to confirm.
      if (failure instanceof ApiError && failure.status === 401) close(false);
      else setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close(false);
        }}
        methods={asking.methods}
        actionLabel={asking.action}
        rememberMinutes={securityLimits.reauthMinutes}
        busy={busy}
        error={error}
        onSubmit={({ method, value }: ReauthAnswer) =>
          confirm(() => call('reauthenticate', { body: method === 'password' ? { password: value } : { code: value } }))
        }
        // The WebAuthn code comes down only when a passkey is used.
        onPasskey={() => confirm(() => import('../signIn/passkey').then((passkey) => passkey.reauthenticateWithPasskey()))}
      />
    </Suspense>
  );
}
