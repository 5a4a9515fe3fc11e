import { endpointRoutes, type EndpointName } from '@chairside/api-contract';
import { urlFor, type UrlArgs } from '../api/client';

/**
 * The SWR cache key of a call: its url, built from api-contract's table as the call itself is, so a
 * key names exactly what it caches and a read and a mutation of the same resource share it.
 */
export const keyOf = <N extends EndpointName>(name: N, ...args: UrlArgs<N>): string => urlFor(name, ...args);

/**
 * Whether an SWR key is a call of one of `names`, whatever its params and query: `/api/admin/salons?q=a`
 * and `/api/admin/profile/salon/12` match `listSalons` and `getSalonProfile`.
 */
export function isKeyOf(names: readonly EndpointName[]): (key: unknown) => boolean {
  const patterns = names.map((name) => new RegExp(`^${endpointRoutes[name].path.replace(/:[A-Za-z_]\w*/g, '[^/?]+')}(\\?|$)`));
  return (key) => typeof key === 'string' && patterns.some((pattern) => pattern.test(key));
}

/** Every read that shows an account's state: the lists, profiles and histories, the dashboard, the log and the recently deleted. */
export const accountReads: readonly EndpointName[] = [
  'listProfessionals',
  'listSalons',
  'listPrivateSuites',
  'getProfessionalProfile',
  'getSalonProfile',
  'getPrivateSuiteProfile',
  'getAccountHistory',
  'getDashboardSummary',
  'getAuditLog',
  'listDeletedAccounts',
];
