/** The words of Profile Settings' Security part that are not the server's or the design system's. */
export const securityTexts = {
  title: 'Security',
  twoFactor: {
    title: 'Two-factor sign-in',
    loading: 'Loading two-factor sign-in',
    failure: 'Your two-factor sign-in settings could not be loaded.',
    off: 'Two-factor sign-in is off. Turn it on and signing in also asks for a code from an authenticator app on your phone, so a password alone is not enough.',
    setUp: 'Set up an authenticator app',
    starting: 'Starting…',
    on: 'Two-factor sign-in is on: signing in asks for a code from your authenticator app, or one of your recovery codes.',
    onSince: (date: string) => `On since ${date}.`,
    addedFrom: (where: string) => `Set up from ${where}.`,
    codesLeft: (count: number) => (count === 1 ? '1 recovery code left' : `${count} recovery codes left`),
    newCodes: 'New recovery codes',
    turnOff: 'Turn off',
    lastFactor: 'Two-factor sign-in is required for staff here. Add a passkey before turning the authenticator app off.',
    done: 'Done',
  },
  codeCheck: {
    renew: {
      title: 'Make new recovery codes',
      explanation: 'Enter a code from your authenticator app. Your old recovery codes stop working.',
      submit: 'Make new codes',
      busy: 'Making codes…',
    },
    disable: {
      title: 'Turn off two-factor sign-in',
      explanation: 'Enter a code from your authenticator app to turn it off. Signing in will then ask for your password alone.',
      submit: 'Turn off',
      busy: 'Turning off…',
    },
    authenticatorLabel: 'Authentication code',
    recoveryLabel: 'Recovery code',
    switchToRecovery: 'Use a recovery code instead',
    switchToAuthenticator: 'Use your authenticator app instead',
    cancel: 'Cancel',
  },
  passkeys: {
    title: 'Passkeys',
    failure: 'Your passkeys could not be loaded.',
  },
  /** Where a second factor was added: the session's browser, system and address. */
  origin: ({ browser, system, ip, current }: { browser: string; system: string; ip: string | null; current: boolean }) =>
    `${browser} on ${system}${ip ? `, ${ip}` : ''}${current ? ' (this session)' : ''}`,
  sessions: {
    title: 'Sessions',
    failure: 'Your sessions could not be loaded.',
    unknownAddress: 'unknown',
  },
} as const;
