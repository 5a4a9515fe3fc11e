// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeAccess } from './access';
import { endpointNames, endpoints, toOpenApiPath } from './endpoints';
import { buildOpenApiDocument } from './openapi';
import { rolePermissions, securityLimits, staffRoles } from './staffTexts';

/*
 * The OpenAPI document said "not an administrator" for every 403. Each admin operation now
 * says what it needs of the caller's staff role, from access.ts and the roles' permissions.
 */

const document = buildOpenApiDocument();
const operationOf = (name: (typeof endpointNames)[number]) => {
  const endpoint = endpoints[name];
  return document.paths[toOpenApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()] as {
    'x-chairside-permission'?: string;
    'x-chairside-reauth'?: boolean;
    responses: Record<string, { description: string }>;
  };
};
const adminNames = endpointNames.filter((name) => endpoints[name].auth === 'admin');

describe('what each admin operation needs of the staff role, in the OpenAPI document', () => {
  it.each(adminNames)('%s: names the permission of access.ts and whether a recent factor is needed', (name) => {
    const access = routeAccess[name as keyof typeof routeAccess];
    const operation = operationOf(name);
    expect(operation['x-chairside-permission']).toBe(access.permission);
    expect(operation['x-chairside-reauth']).toBe(access.reauth === true);
  });

  it.each(adminNames)('%s: its 403 names the permission, the roles that hold it and the recent factor', (name) => {
    const access = routeAccess[name as keyof typeof routeAccess];
    const description = operationOf(name).responses['403']?.description ?? '';
    expect(description).toMatch(new RegExp(`^Refused: needs the '${access.permission}' permission \\(`));
    for (const role of staffRoles) expect(description.includes(role)).toBe(rolePermissions[role].includes(access.permission));
    expect(description.includes(`a factor given in the last ${securityLimits.reauthMinutes} minutes (POST /api/admin/reauth)`)).toBe(
      access.reauth === true,
    );
    expect(description).not.toContain('not an administrator');
  });

  it('words the 403 as a sentence', () => {
    expect(operationOf('deleteUser').responses['403']?.description).toBe(
      "Refused: needs the 'delete' permission (owner) and a factor given in the last 10 minutes (POST /api/admin/reauth).",
    );
    expect(operationOf('suspendSalon').responses['403']?.description).toBe("Refused: needs the 'moderate' permission (owner or moderator).");
    expect(operationOf('getDashboardSummary').responses['403']?.description).toBe(
      "Refused: needs the 'read' permission (owner, moderator or viewer).",
    );
  });

  it('leaves public operations without them', () => {
    for (const name of endpointNames.filter((each) => endpoints[each].auth !== 'admin')) {
      const operation = operationOf(name);
      expect(operation).not.toHaveProperty('x-chairside-permission');
      expect(operation).not.toHaveProperty('x-chairside-reauth');
    }
  });
});
