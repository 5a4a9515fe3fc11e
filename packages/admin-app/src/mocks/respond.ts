/*
 * How the mock handlers answer, shared by handlers.ts and the modules it gathers (moderation.ts,
 * recovery.ts): an error `{ message }`, and a body or a query parsed by the endpoint's schema, as the
 * server answers them.
 */
import { HttpResponse } from 'msw';
import {
  describeZodError,
  endpoints,
  type EndpointDefinition,
  type EndpointName,
  type ParsedRequestBody,
  type ParsedRequestQuery,
} from '@chairside/api-contract';

/** An error answer `{ message }` with `status`. */
export const message = (text: string, status: number) => HttpResponse.json({ message: text }, { status });

/** The request's body parsed by the endpoint's schema, or the 400 answer the server would give. */
export async function bodyOf<N extends EndpointName>(
  name: N,
  request: Request,
): Promise<{ body: ParsedRequestBody<N>; refusal?: never } | { body?: never; refusal: Response }> {
  const schema: EndpointDefinition['body'] = endpoints[name].body;
  const parsed = schema?.safeParse(await request.json().catch(() => undefined));
  if (!parsed?.success) return { refusal: message(parsed ? describeZodError(parsed.error) : 'Bad request.', 400) };
  return { body: parsed.data as ParsedRequestBody<N> };
}

/** The reads whose query the mock server checks. */
type CheckedQuery =
  | 'getAuditLog'
  | 'exportAuditLog'
  | 'listDeletedAccounts'
  | 'listMatchingAccounts'
  | 'revokeOtherSessions'
  | 'listProfessionals'
  | 'listSalons'
  | 'listPrivateSuites';

/** The request's query parsed by the endpoint's schema, or the 400 answer the server would give. */
export function queryOf<N extends CheckedQuery>(
  name: N,
  request: Request,
): { query: ParsedRequestQuery<N>; refusal?: never } | { query?: never; refusal: Response } {
  const schema: NonNullable<EndpointDefinition['query']> = endpoints[name].query;
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return { refusal: message(describeZodError(parsed.error), 400) };
  return { query: parsed.data as ParsedRequestQuery<N> };
}
