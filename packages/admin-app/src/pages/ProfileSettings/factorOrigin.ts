import type { FactorOrigin } from '@chairside/api-contract';
import { describeUserAgent } from '../../data/userAgent';
import { securityTexts } from './securityTexts';

/**
 * Where a second factor was added, in the words the sessions list uses for a session (browser, system
 * and address), so a factor nobody here added stands out. Null when the server does not know.
 */
export function describeOrigin(origin: FactorOrigin | null | undefined): string | null {
  if (!origin) return null;
  const { browser, system } = describeUserAgent(origin.userAgent);
  return securityTexts.origin({ browser, system, ip: origin.ip, current: origin.current });
}
