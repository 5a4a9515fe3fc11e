import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionRefusals, securityMessages, type EndpointName } from '@chairside/api-contract';
import { db, mockToken } from '../mocks/db';
import { answering } from '../mocks/handlers';
import { reauthRequired } from '../mocks/signIn';
import { readToken, storeSession } from '../session/storage';
import { recordCalls, server, setupMockServer } from '../test/server';
import { ApiError, call, onEnrolmentRequired, onReauthRequired } from './client';

setupMockServer();

// Each test registers its own handler; none may outlive it.
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

type Handler = (name: EndpointName) => Promise<boolean>;

/** Registers `answer` as the re-authentication handler, as a spy. */
function handler(answer: Handler) {
  const spy = vi.fn<Handler>(answer);
  stop = onReauthRequired(spy);
  return spy;
}

/** The mock's professionals all have ids from 10001; the first of them. */
const id = () => db.professionals[0]!.id;
const body = { reason: 'Spam or scam' } as const;

const refusal = { message: securityMessages.reauthRequired, reauthenticate: true };

/** What `promise` rejects with, to look at. */
const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('call and REQUIRE_MFA enrolment', () => {
  it('sends a session without a second factor to set one up on 403 mfaEnrollmentRequired, and keeps it signed in', async () => {
    storeSession(mockToken);
    server.use(answering('getDashboardSummary', 403, { message: securityMessages.enrolmentFirst, mfaEnrollmentRequired: true }));
    const enrol = vi.fn<() => void>();
    const stopEnrolment = onEnrolmentRequired(enrol);
    try {
      const error = await failureOf(call('getDashboardSummary'));
      expect(error).toMatchObject({ status: 403, serverMessage: securityMessages.enrolmentFirst });
      expect(enrol).toHaveBeenCalledTimes(1);
      expect(readToken()).toBe(mockToken);
      // Any other 403 is only a refusal.
      server.use(answering('getDashboardSummary', 403, { message: permissionRefusals.read }));
      await failureOf(call('getDashboardSummary'));
      expect(enrol).toHaveBeenCalledTimes(1);
    } finally {
      stopEnrolment();
    }
  });
});

describe('call and re-authentication', () => {
  it('asks the handler when an admin call answers 403 reauthenticate, then makes the same call once more', async () => {
    storeSession(mockToken);
    server.use(reauthRequired('deleteUser'));
    const calls = recordCalls('deleteUser');
    const ask = handler(async () => {
      // The factor is given while the handler waits, as the dialog gives it.
      db.security.reauthenticatedAt = new Date().toISOString();
      return true;
    });

    const deleted = id();
    const answer = await call('deleteUser', { params: { id: deleted }, body });

    expect(answer?.message).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('deleteUser');
    // The retry carries what the first call carried: the same body and the session's token.
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[1]).toEqual({ body, authorization: `Bearer ${mockToken}` });
    expect(db.professionals.some((professional) => professional.id === deleted)).toBe(false);
  });

  it('throws the 403 as before when the handler resolves false (the staff member cancelled)', async () => {
    storeSession(mockToken);
    server.use(reauthRequired('deleteUser'));
    const calls = recordCalls('deleteUser');
    const ask = handler(async () => false);
    const before = db.professionals.length;

    const error = await failureOf(call('deleteUser', { params: { id: id() }, body }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, serverMessage: securityMessages.reauthRequired, message: securityMessages.reauthRequired });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(db.professionals).toHaveLength(before);
  });

  it('throws a second 403 after the factor was given, without asking again (no loop)', async () => {
    storeSession(mockToken);
    server.use(answering('deleteUser', 403, refusal));
    const calls = recordCalls('deleteUser');
    const ask = handler(async () => true);

    const error = await failureOf(call('deleteUser', { params: { id: id() }, body }));

    expect(error).toMatchObject({ status: 403, serverMessage: securityMessages.reauthRequired });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('asks again for the next call that is refused: the once is per call', async () => {
    storeSession(mockToken);
    server.use(answering('saveAdminTerms', 403, refusal));
    const ask = handler(async () => true);

    await failureOf(call('saveAdminTerms', { body: { content: '<p>Terms</p>' } }));
    await failureOf(call('saveAdminTerms', { body: { content: '<p>Terms</p>' } }));

    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('leaves other 403s alone: a staff role that may not, or a refusal without reauthenticate', async () => {
    storeSession(mockToken);
    const ask = handler(async () => true);
    server.use(answering('deleteUser', 403, { message: permissionRefusals.delete }));

    const error = await failureOf(call('deleteUser', { params: { id: id() }, body }));

    expect(error).toMatchObject({ status: 403, serverMessage: permissionRefusals.delete });
    expect(ask).not.toHaveBeenCalled();
  });

  it('leaves public calls alone, whatever they answer', async () => {
    const ask = handler(async () => true);
    server.use(answering('login', 403, refusal));

    const error = await failureOf(call('login', { body: { email: 'a@b.co', password: 'whatever1' } }));

    expect(error).toMatchObject({ status: 403 });
    expect(ask).not.toHaveBeenCalled();
  });

  it('throws the 403 when the handler fails, or when no handler is registered', async () => {
    storeSession(mockToken);
    server.use(answering('deleteUser', 403, refusal));
    const calls = recordCalls('deleteUser');
    handler(() => Promise.reject(new Error('The dialog could not open.')));

    expect(await failureOf(call('deleteUser', { params: { id: id() }, body }))).toMatchObject({ status: 403 });
    stop?.();
    stop = undefined;
    expect(await failureOf(call('deleteUser', { params: { id: id() }, body }))).toMatchObject({ status: 403 });
    expect(calls).toHaveLength(2);
  });

  it('takes away only its own handler', async () => {
    storeSession(mockToken);
    server.use(answering('deleteUser', 403, refusal));
    const first = vi.fn<Handler>(async () => false);
    const stopFirst = onReauthRequired(first);
    const second = handler(async () => false);
    // The first one's clean-up runs after the second registered (a remount): the second stays.
    stopFirst();

    await failureOf(call('deleteUser', { params: { id: id() }, body }));

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
