/*
 * How the mock handlers answer, shared by handlers.ts and the modules it gathers (moderation.ts): an
 * error `{ message }` and a body parsed by the endpoint's schema, as the server answers both.
 */
import { HttpResponse } from 'msw';
import { describeZodError, endpoints, type EndpointDefinition, type EndpointName, type ParsedRequestBody } from '@chairside/api-contract';

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
