import { z } from 'zod';
import { accessOf, type RouteAccess } from './access';
import * as auditSchemas from './audit';
import * as commonSchemas from './common';
import { endpointNames, endpoints, toOpenApiPath, type EndpointDefinition } from './endpoints';
import * as entitySchemas from './entities';
import * as moderationSchemas from './moderation';
import * as requestSchemas from './requests';
import * as responseSchemas from './responses';
import { can, securityLimits, staffRoles } from './staffTexts';

/** The version of the wire contract, reported in the OpenAPI document. */
export const contractVersion = '0.1.0';

type JsonSchema = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
  };
  tags: { name: string; description: string }[];
};

const statusDescriptions: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input; the message names the problem',
  401: 'No valid session (or, for login, wrong email or password)',
  403: 'The session or account is not an administrator',
  404: 'No such record of this kind',
  409: 'The email address is already in use',
  410: 'Too late: the server undoes an action only within UNDO_WINDOW_SECONDS of it (30 by default); nothing was undone',
  413: 'The request body is too large',
  429: 'Too many attempts; the message says when to try again',
  503: 'The database does not answer',
};

/** "owner", "owner or moderator", "owner, moderator or viewer". */
const inWords = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;

/**
 * The 403 of an admin operation: the permission it needs and the staff roles holding it (from
 * staffTexts.ts's rolePermissions, never a list of its own), and the recent factor when access.ts asks
 * for one. The same status also refuses a session that is not a staff member's, as the admin tag says.
 */
export const forbiddenDescription = ({ permission, reauth }: RouteAccess): string =>
  `Refused: needs the '${permission}' permission (${inWords(staffRoles.filter((role) => can(role, permission)))})` +
  (reauth ? ` and a factor given in the last ${securityLimits.reauthMinutes} minutes (POST /api/admin/reauth).` : '.');

/*
 * Component names come from the exports themselves (`loginRequestSchema` becomes `LoginRequest`), so a
 * schema added to the table cannot be left unnamed or named twice by hand.
 */
const schemaNames = (() => {
  const names = new Map<z.ZodType, string>();
  for (const module of [commonSchemas, entitySchemas, auditSchemas, moderationSchemas, requestSchemas, responseSchemas]) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema') || names.has(value)) continue;
      const base = exportName.slice(0, -'Schema'.length);
      names.set(value, base.charAt(0).toUpperCase() + base.slice(1));
    }
  }
  return names;
})();

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonSchema;
  return rest;
};

/**
 * Turns the endpoint table into an OpenAPI 3.1 document: one operation per row, request schemas as the
 * caller writes them (io `input`: defaults optional), answers as the server sends them (io `output`),
 * bearer auth on admin routes. The result is plain JSON, ready for `JSON.stringify`.
 */
export const buildOpenApiDocument = (): OpenApiDocument => {
  const components: Record<string, JsonSchema> = {};

  const reference = (schema: z.ZodType, io: 'input' | 'output', fallbackName: string) => {
    const name = schemaNames.get(schema) ?? fallbackName;
    components[name] ??= toJsonSchema(schema, io);
    return { $ref: `#/components/schemas/${name}` };
  };

  const parameters = (schema: z.ZodType | null, location: 'path' | 'query') => {
    if (!schema) return [];
    const json = toJsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...propertySchema } = property;
      return {
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: propertySchema,
        ...(typeof description === 'string' ? { description } : {}),
      };
    });
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const name of endpointNames) {
    const endpoint: EndpointDefinition = endpoints[name];
    const access = accessOf(name);
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      tags: [endpoint.auth],
      security: endpoint.auth === 'admin' ? [{ bearerAuth: [] }] : [],
      // What the caller's staff role must allow, and whether a recent factor is needed (access.ts).
      ...(access ? { 'x-chairside-permission': access.permission, 'x-chairside-reauth': access.reauth === true } : {}),
    };
    const parameterList = [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')];
    if (parameterList.length > 0) operation.parameters = parameterList;
    if (endpoint.body) {
      // An optional body (the moderation calls, which SPEC.md sends without one) is named by what it holds.
      const optional = endpoint.body instanceof z.ZodOptional;
      const body = endpoint.body instanceof z.ZodOptional ? (endpoint.body.unwrap() as z.ZodType) : endpoint.body;
      operation.requestBody = {
        required: !optional,
        content: { 'application/json': { schema: reference(body, 'input', `${name}Body`) } },
      };
    }
    operation.responses = Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, schema]) => [
        status,
        {
          description: (Number(status) === 403 && access ? forbiddenDescription(access) : statusDescriptions[Number(status)]) ?? 'Answer',
          content: {
            [Number(status) === endpoint.successStatus && endpoint.answerType ? endpoint.answerType : 'application/json']: {
              schema: reference(schema, 'output', `${name}${status}`),
            },
          },
        },
      ]),
    );
    const path = toOpenApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Chairside back-office API',
      version: contractVersion,
      description:
        'The wire contract of the Chairside administrator back-office. Every error answer is `{ "message": string }`. ' +
        'Each admin operation names the staff permission it needs (`x-chairside-permission`; its 403 says which roles hold it) ' +
        `and whether it needs a factor given in the last ${securityLimits.reauthMinutes} minutes (\`x-chairside-reauth\`, POST /api/admin/reauth).`,
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token returned by POST /api/admin/login' },
      },
    },
    tags: [
      { name: 'admin', description: "Needs a staff member's session whose role holds the operation's permission" },
      { name: 'public', description: 'No session needed' },
    ],
  };
};
