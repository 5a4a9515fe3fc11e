import {
  conflictResponseSchema,
  describeZodError,
  endpoints,
  revisionConflictSchema,
  scheduledConflictSchema,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type ParsedRequestBody,
  type ParsedRequestQuery,
  type RequestParams,
  type SuccessResponse,
} from '@chairside/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticateAdmin, requirePermission, requireRecentFactor, requireSecondFactor } from '../services/auth.ts';
import type { Actor, ServiceContext } from '../services/context.ts';
import { ServiceError } from '../services/errors.ts';
import { StreamedList } from '../services/whole-lists.ts';
import { BadRequestError, statusOf } from './errors.ts';
import { sendStreamedList } from './streamed-answers.ts';
import { sendPrepared, type VersionedAnswers } from './versioned-answers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator the bearer token belongs to; set on admin routes before the body is read. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Answers kept per data version, for routes defined with a `cache` option. */
    versionedAnswers: VersionedAnswers;
  }
}

type ActorOf<N extends EndpointName> = Endpoints[N]['auth'] extends 'admin' ? Actor : null;

/** What a handler answers: the contract's answer or, where that may be a plain array, a whole list to send as it is read. */
type HandlerResult<N extends EndpointName> = SuccessResponse<N> | StreamedList<Extract<SuccessResponse<N>, readonly unknown[]>[number]>;

export interface RouteInput<N extends EndpointName> {
  body: ParsedRequestBody<N>;
  query: ParsedRequestQuery<N>;
  params: RequestParams<N>;
  actor: ActorOf<N>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<N extends EndpointName = EndpointName> {
  /** Bytes; defaults to the server's small limit. */
  bodyLimit?: number;
  /**
   * Serve the answer from the versioned cache (versioned-answers.ts): built once per data version,
   * serialised and compressed once, tagged by the version. Auth and validation still run every time.
   */
  cache?: {
    /** Names the variant of the answer the request asks for (its query), or undefined to skip the cache. */
    key: (input: { query: ParsedRequestQuery<N>; params: RequestParams<N> }) => string | undefined;
    /** When the answer changes without any write, e.g. the first expiry of a subscription it shows. */
    validUntil: (result: SuccessResponse<N>, now: Date) => Date | undefined | Promise<Date | undefined>;
  };
}

/** `Bearer <token>` from the Authorization header. */
const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
};

const parse = <S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(`${where}${describeZodError(result.error)}`);
  return result.data;
};

/**
 * Path ids are plain digits. The contract's schema coerces with `Number()`, which would also read
 * `1e3`, `0x10` or ` 7` as ids; those are typos or probes, not ids, so they get the same 400.
 */
const checkDigits = (params: unknown) => {
  if (typeof params !== 'object' || params === null) return;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && !/^\d+$/.test(value)) throw new BadRequestError(`${name} must be a positive whole number.`);
  }
};

/** No body, `null`, or an empty JSON object (clients that always send `{}`): all mean "nothing sent". */
const isNoBody = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/** Routes without a body take none, or an empty JSON object. */
const expectNoBody = (body: unknown) => {
  if (!isNoBody(body)) throw new BadRequestError('This request takes no body.');
};

/**
 * The body as the route's schema reads it. A row whose body is optional (the moderation calls, which
 * SPEC.md sends without one) treats no body, `null` and `{}` alike, as no body.
 */
const readBody = (schema: z.ZodType, body: unknown) => {
  if (schema instanceof z.ZodOptional && isNoBody(body)) return undefined;
  if (body === undefined) throw new BadRequestError('The request body must be a JSON object.');
  return parse(schema, body, '');
};

/** The item schema of the plain array an answer may be (SPEC.md's whole lists), to check a streamed answer item by item. */
const arrayItemSchema = (schema: z.ZodType): z.ZodType | undefined => {
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).map(arrayItemSchema).find((item) => item !== undefined);
  return undefined;
};

/**
 * The rows whose 409 names the newest revision of a document, or the scheduled revisions a write would
 * leave on older text, rather than an account's state.
 */
const revisionConflictRows: ReadonlySet<EndpointName> = new Set([
  'saveAdminPrivacyPolicy',
  'saveAdminTerms',
  'restorePrivacyPolicyRevision',
  'restoreTermsRevision',
]);

/**
 * With response checks on, a refusal that carries more than its message (a conflict's current state)
 * must be an answer the route's row lists, in the shape the contract gives it; otherwise it fails loudly.
 */
const checkRefusal = (endpoint: EndpointDefinition, name: EndpointName, error: unknown) => {
  if (!(error instanceof ServiceError) || !error.details) return;
  const status = statusOf[error.kind];
  const schema = endpoint.responses[status];
  if (!schema) throw new Error(`The contract gives no ${status} answer for ${name}.`, { cause: error });
  const body = { message: error.message, ...error.details };
  schema.parse(body);
  if (status === 409) (revisionConflictRows.has(name) ? revisionConflictSchema.or(scheduledConflictSchema) : conflictResponseSchema).parse(body);
};

/**
 * Registers one row of the contract's endpoint table: its method and path, the admin check, the
 * validation of params, query and body against the contract's schemas, and the success status. With
 * `validateResponses` (on outside production) the answer is also parsed with the contract's schema
 * before it leaves, so a service that drifts from the contract fails loudly in tests.
 */
export const defineRoute = <N extends EndpointName>(
  app: FastifyInstance,
  ctx: ServiceContext,
  name: N,
  handler: (input: RouteInput<N>) => Promise<HandlerResult<N>>,
  options: RouteOptions<N> = {},
) => {
  const endpoint: EndpointDefinition = endpoints[name];
  const responseSchema = endpoint.responses[endpoint.successStatus];
  if (!responseSchema) throw new Error(`The contract gives no ${endpoint.successStatus} schema for ${name}.`);
  const itemSchema = arrayItemSchema(responseSchema);
  const checkedItem = (item: unknown) => {
    if (!itemSchema) throw new Error(`The contract gives no plain array answer for ${name}: it cannot be streamed.`);
    return ctx.config.validateResponses ? itemSchema.parse(item) : item;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    // The session is checked before the body is even read: an anonymous caller learns nothing from
    // the validation messages.
    ...(endpoint.auth === 'admin'
      ? {
          onRequest: async (request: FastifyRequest) => {
            const actor = await authenticateAdmin(ctx, bearerToken(request));
            // The staff role, a second factor under REQUIRE_MFA, then a recent factor, before the body is
            // read: a refused caller learns nothing from validation messages, and a refusal changes nothing.
            requirePermission(actor, endpoint.permission ?? 'staff');
            if (!endpoint.enrolment) await requireSecondFactor(ctx, actor);
            if (endpoint.reauth) requireRecentFactor(ctx, actor);
            request.actor = actor;
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (endpoint.params) checkDigits(request.params);
      const params = endpoint.params ? parse(endpoint.params, request.params, '') : undefined;
      const query = endpoint.query ? parse(endpoint.query, request.query ?? {}, '') : undefined;
      let body: unknown;
      if (endpoint.body) {
        body = readBody(endpoint.body, request.body);
      } else {
        expectNoBody(request.body);
      }
      const input: RouteInput<N> = {
        body: body as ParsedRequestBody<N>,
        query: query as ParsedRequestQuery<N>,
        params: params as RequestParams<N>,
        actor: request.actor as ActorOf<N>,
        request,
        reply,
      };
      const checked = (result: SuccessResponse<N>) => (ctx.config.validateResponses ? responseSchema.parse(result) : result);
      const { cache } = options;
      const key = cache?.key({ query: input.query, params: input.params });
      if (cache && key !== undefined) {
        const now = ctx.now();
        const answer = await request.server.versionedAnswers.get(`${name} ${key}`, now, async () => {
          const result = await handler(input);
          if (result instanceof StreamedList) throw new Error(`${name}: a streamed answer is not kept in the versioned cache.`);
          return { body: checked(result), validUntil: await cache.validUntil(result, now) };
        });
        return sendPrepared(request, reply.code(endpoint.successStatus), answer);
      }
      let result: HandlerResult<N>;
      try {
        result = await handler(input);
      } catch (error) {
        if (ctx.config.validateResponses) checkRefusal(endpoint, name, error);
        throw error;
      }
      if (reply.sent) return reply;
      if (result instanceof StreamedList) return sendStreamedList(request, reply.code(endpoint.successStatus), name, result, checkedItem);
      return reply.code(endpoint.successStatus).send(checked(result));
    },
  });
};

export { bearerToken };
