import { useId } from 'react';
import { Heading, Stack } from '@chairside/design-system';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { securityTexts } from './securityTexts';

/**
 * Profile Settings' Security part (issue 17): two-factor sign-in, passkeys and sessions, each loading,
 * failing and showing on its own.
 */
export function SecuritySettings() {
  const headingId = useId();
  return (
    <Stack as="section" space="large" aria-labelledby={headingId}>
      <Heading id={headingId} level={2}>
        {securityTexts.title}
      </Heading>
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </Stack>
  );
}
