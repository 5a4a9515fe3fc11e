import { clearSession, readToken } from '../session/storage';

/** An answer that was not a success: the HTTP status (0 for a network failure) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
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

/** Where the API lives; empty means the same origin, as when the server serves the app. */
const baseUrl: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON body; `null` sends the JSON content type with no body (SPEC's professional suspend call). */
  body?: unknown;
  /** False for login and the public calls: no bearer token, and a 401 is just an error. */
  auth?: boolean;
  signal?: AbortSignal;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

/**
 * The one fetch client: base URL, JSON, bearer token from storage, ApiError on failure, and on a 401
 * from a protected call the stored session is cleared and the unauthorized handler runs (to /login).
 * No default time-out (SPEC section 9); callers may pass a signal.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined || body === null ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Network error: the server could not be reached.', undefined, { cause });
  }

  const answer = await readBody(response);
  if (response.ok) return answer as T;

  const serverMessage = messageOf(answer);
  if (response.status === 401 && auth) {
    clearSession();
    unauthorizedHandler();
  }
  throw new ApiError(response.status, serverMessage ?? `Request failed with status ${response.status}`, serverMessage);
}
