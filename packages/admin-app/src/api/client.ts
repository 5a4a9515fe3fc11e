import {
  endpointRoutes,
  pathFor,
  type EndpointName,
  type PathParams,
  type RequestBody,
  type RequestQuery,
  type SuccessResponse,
} from '@chairside/api-contract';
import { clearSession, readToken } from '../session/storage';

/**
 * An answer that was not a success: the HTTP status (0 for a network failure), the server's message
 * and the whole parsed body, for answers that say more than a message (a 409 names who changed what).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The answer's body as parsed (JSON, else text); undefined for a network failure or an empty answer. */
  readonly body: unknown;

  constructor(status: number, message: string, serverMessage?: string, options?: { cause?: unknown; body?: unknown }) {
    // Error reads only `cause` of its options.
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = options?.body;
  }
}

type UnauthorizedHandler = () => void;

// The app replaces this with a router-aware handler; the default still gets the user out safely.
let unauthorizedHandler: UnauthorizedHandler = () => {
  clearSession();
  window.location.assign('/login');
};

/** Sets what happens when a protected call answers 401 (the session is cleared before it runs). */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** Asks the staff member for a factor again; true once it was given, false when they declined. */
type ReauthHandler = (name: EndpointName) => Promise<boolean>;

let reauthHandler: ReauthHandler | undefined;

/**
 * Sets what happens when an admin call answers 403 `{ reauthenticate: true }` (the worst actions need
 * a factor given in the last minutes): `call` awaits the handler and, when it resolves true, makes the
 * same call once more, so the action goes on with what was typed. Returns the function that takes the
 * handler away again.
 */
export function onReauthRequired(handler: ReauthHandler): () => void {
  reauthHandler = handler;
  return () => {
    if (reauthHandler === handler) reauthHandler = undefined;
  };
}

/** Sends the staff member to set up a second factor. */
type EnrolmentHandler = () => void;

let enrolmentHandler: EnrolmentHandler | undefined;

/**
 * Sets what happens when an admin call answers 403 `{ mfaEnrollmentRequired: true }`: under
 * REQUIRE_MFA, a session of a staff member without a second factor reaches only their security
 * settings until they set one up, so the app takes them there rather than signing them out.
 * Returns the function that takes the handler away again.
 */
export function onEnrolmentRequired(handler: EnrolmentHandler): () => void {
  enrolmentHandler = handler;
  return () => {
    if (enrolmentHandler === handler) enrolmentHandler = undefined;
  };
}

/** Where the API lives; empty means the same origin, as when the server serves the app. */
const baseUrl: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `message` of an error body; undefined for any other body (text, none, a message that is not text). */
function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

type PathOf<N extends EndpointName> = (typeof endpointRoutes)[N]['path'];

/**
 * What a call passes besides its name: the path's `:params`, the query and the body, each required or
 * refused as the endpoint's row in the contract's table says.
 */
export type CallInput<N extends EndpointName> = (PathOf<N> extends `${string}:${string}`
  ? { params: PathParams<PathOf<N>> }
  : { params?: never }) &
  ([RequestQuery<N>] extends [undefined] ? { query?: never } : { query?: RequestQuery<N> }) &
  ([RequestBody<N>] extends [undefined]
    ? { body?: never }
    : undefined extends RequestBody<N>
      ? { body?: RequestBody<N> }
      : { body: RequestBody<N> }) & {
    signal?: AbortSignal;
    /** Extra request headers, such as `If-Match` with the version an action was asked about. */
    headers?: Record<string, string>;
  };

/** The input argument, optional when the endpoint needs none. */
export type CallArgs<N extends EndpointName> = Record<never, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** What places a call: its params and query (the body, signal and headers do not change the url). */
export type UrlArgs<N extends EndpointName> =
  Record<never, never> extends Omit<CallInput<N>, 'body' | 'signal' | 'headers'>
    ? [input?: Omit<CallInput<N>, 'body' | 'signal' | 'headers'>]
    : [input: Omit<CallInput<N>, 'body' | 'signal' | 'headers'>];

/**
 * The url of a call, relative to the API's base: the table's path with its params filled in, then the
 * query in the order it is given (`?page=1&limit=10`). Also the call's SWR key.
 */
export function urlFor<N extends EndpointName>(name: N, ...[input]: UrlArgs<N>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const path = pathFor(endpointRoutes[name].path as string, params ?? {});
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

// SPEC section 7 sends the professional suspend and unsuspend calls with a JSON content type and no
// body; the other suspensions send neither. The marketplace's backend gets exactly that.
const jsonTypeWithoutBody: ReadonlySet<EndpointName> = new Set<EndpointName>(['suspendProfessional', 'unsuspendProfessional']);

/**
 * The one fetch client: a call names its endpoint in api-contract's table, which gives the method,
 * path and auth. JSON in and out, the bearer token from storage for admin calls, any extra headers the
 * caller gives (If-Match), ApiError on failure,
 * and on a 401 from an admin call the stored session is cleared and the unauthorized handler runs (to
 * /login). A 401 from a public call (a wrong password at login) is just an error. A 403 that asks for
 * a recent factor goes to the re-authentication handler and the call is made again once it was given.
 * No default time-out (SPEC section 9); callers may pass a signal.
 */
export function call<N extends EndpointName>(name: N, ...[input]: CallArgs<N>): Promise<SuccessResponse<N>> {
  return send(name, input, true);
}

async function send<N extends EndpointName>(name: N, input: CallArgs<N>[0], mayReauth: boolean): Promise<SuccessResponse<N>> {
  const { method, auth } = endpointRoutes[name];
  const { body, signal, headers: extra } = (input ?? {}) as { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };
  const admin = auth === 'admin';
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (body !== undefined || jsonTypeWithoutBody.has(name)) headers['Content-Type'] = 'application/json';
  if (admin) {
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${urlFor(name, ...([input] as UrlArgs<N>))}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Network error: the server could not be reached.', undefined, { cause });
  }

  const answer = await readBody(response);
  if (response.ok) return answer as SuccessResponse<N>;

  const serverMessage = messageOf(answer);
  if (response.status === 401 && admin) {
    clearSession();
    unauthorizedHandler();
  }
  if (admin && response.status === 403 && (answer as { mfaEnrollmentRequired?: unknown } | undefined)?.mfaEnrollmentRequired === true) {
    enrolmentHandler?.();
  }
  // Once only: a second refusal after a factor was given is an error, never a loop of prompts.
  if (
    mayReauth &&
    admin &&
    response.status === 403 &&
    (answer as { reauthenticate?: unknown } | undefined)?.reauthenticate === true &&
    (await reauthHandler?.(name).catch(() => false))
  ) {
    return send(name, input, false);
  }
  throw new ApiError(response.status, serverMessage ?? `Request failed with status ${response.status}`, serverMessage, { body: answer });
}
