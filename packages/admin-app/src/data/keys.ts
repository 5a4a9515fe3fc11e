import type { EndpointName } from '@chairside/api-contract';
import { urlFor, type UrlArgs } from '../api/client';

/**
 * The SWR cache key of a call: its url, built from api-contract's table as the call itself is, so a
 * key names exactly what it caches and a read and a mutation of the same resource share it.
 */
export const keyOf = <N extends EndpointName>(name: N, ...args: UrlArgs<N>): string => urlFor(name, ...args);
