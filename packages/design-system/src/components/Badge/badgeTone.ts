export const badgeTones = ['neutral', 'success', 'danger', 'warning', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** The tone of an account's Status badge: 'Active' reads as success, 'Suspended' as danger. */
export function statusBadgeTone(isSuspended: boolean): Extract<BadgeTone, 'success' | 'danger'> {
  return isSuspended ? 'danger' : 'success';
}

/** The tone of a yes/no badge such as Subscription: 'Yes' reads as success, 'No' stays neutral (absent, not wrong). */
export function yesNoTone(value: boolean): Extract<BadgeTone, 'success' | 'neutral'> {
  return value ? 'success' : 'neutral';
}
