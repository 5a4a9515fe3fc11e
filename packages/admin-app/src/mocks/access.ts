/*
 * The mock server's staff access state (issue 17): the signed-in admin's second factors, passkeys and
 * sessions, and the staff members and open invitations. db.ts keeps one copy of each in `db` and
 * makes them afresh on reset; security.ts and staff.ts answer the calls from them. This module knows
 * nothing of `db`, so db.ts can import it without a cycle.
 */
import type { AdminProfile, Passkey, StaffInvitation, StaffMember, StaffSession } from '@chairside/api-contract';

/** The signed-in admin's second factors, passkeys and sessions. Their staff role is their row in `MockStaff`. */
export type MockSecurity = {
  totpEnabled: boolean;
  /** When it was turned on through the mocks; null for a story that starts with it on. */
  totpEnabledAt: string | null;
  /** A key set up and waiting to be confirmed with a code. */
  totpPending: boolean;
  /** The unused recovery codes; none while the authenticator app is off. */
  recoveryCodes: string[];
  /** REQUIRE_MFA on the server: the last second factor cannot be turned off. */
  mfaRequired: boolean;
  reauthenticatedAt: string | null;
  passkeys: Passkey[];
  /** The challenge of the passkey being registered, if any. */
  passkeyChallenge: string | null;
  /** This session first, as the server lists them. */
  sessions: StaffSession[];
};

/** Every staff member (the signed-in admin among them) and the invitations still open. */
export type MockStaff = {
  members: StaffMember[];
  invitations: StaffInvitation[];
  /** Whether a mail server is set: without one an invitation's answer carries its link. */
  mailer: boolean;
};

/** The code the mock authenticator app shows, whatever the time. */
export const mockTotpCode = '123456';

/** The key the mock hands out, in base32. */
export const mockTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DP';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const ago = (now: number, ms: number) => new Date(now - ms).toISOString();

/** Ten recovery codes, different each time they are made (`round` tells the sets apart). */
export function recoveryCodeSet(round: number): string[] {
  return Array.from({ length: 10 }, (_, index) => {
    const text = ((round * 7919 + index * 104_729) % 0xffffffff).toString(36).padStart(10, '0').slice(-10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Real user agents of the browsers the sessions list tells apart. */
export const sampleUserAgents = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
} as const;

/** Two-factor sign-in off, two passkeys, and three sessions: this one and two others. */
export function freshSecurity(now = Date.now()): MockSecurity {
  return {
    totpEnabled: false,
    totpEnabledAt: null,
    totpPending: false,
    recoveryCodes: [],
    mfaRequired: false,
    reauthenticatedAt: null,
    passkeys: [
      { id: 1, name: 'Work laptop', createdAt: ago(now, 40 * dayMs), lastUsedAt: ago(now, 2 * dayMs) },
      { id: 2, name: 'Phone', createdAt: ago(now, 9 * dayMs), lastUsedAt: null },
    ],
    passkeyChallenge: null,
    sessions: [
      { id: 301, current: true, userAgent: sampleUserAgents.chromeMac, ip: '203.0.113.24', createdAt: ago(now, 3 * dayMs), lastSeenAt: ago(now, 0) },
      { id: 302, current: false, userAgent: sampleUserAgents.safariIphone, ip: '198.51.100.7', createdAt: ago(now, 12 * dayMs), lastSeenAt: ago(now, 5 * hourMs) },
      { id: 303, current: false, userAgent: sampleUserAgents.firefoxWindows, ip: '192.0.2.55', createdAt: ago(now, 30 * dayMs), lastSeenAt: ago(now, 6 * dayMs) },
    ],
  };
}

/**
 * The signed-in admin as the only owner, a moderator, a viewer and a deactivated moderator, and one
 * open invitation. A mail server is set, so invitations go by email.
 */
export function freshStaff(admin: AdminProfile, now = Date.now()): MockStaff {
  const member = (id: number, fullName: string, email: string, more: Partial<StaffMember> = {}): StaffMember => ({
    id,
    fullName,
    email,
    staffRole: 'moderator',
    active: true,
    mfa: false,
    createdAt: ago(now, 200 * dayMs),
    lastSignedInAt: ago(now, 3 * dayMs),
    ...more,
  });
  return {
    members: [
      member(admin.id, admin.fullName, admin.email, { staffRole: 'owner', createdAt: admin.createdAt ?? ago(now, 400 * dayMs), lastSignedInAt: ago(now, 3 * dayMs) }),
      member(2, 'Priya Shah', 'priya.shah@chairside.test', { mfa: true, lastSignedInAt: ago(now, 5 * hourMs) }),
      member(3, 'Tom Becker', 'tom.becker@chairside.test', { staffRole: 'viewer', createdAt: ago(now, 60 * dayMs), lastSignedInAt: null }),
      member(4, 'Lena Ortiz', 'lena.ortiz@chairside.test', { active: false, createdAt: ago(now, 300 * dayMs), lastSignedInAt: ago(now, 45 * dayMs) }),
    ],
    invitations: [
      {
        id: 1,
        email: 'sam.rivera@example.com',
        staffRole: 'viewer',
        invitedBy: admin.fullName,
        createdAt: ago(now, dayMs),
        expiresAt: ago(now, -2 * dayMs),
      },
    ],
    mailer: true,
  };
}
