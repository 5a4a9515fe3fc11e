import { can, type Permission, type StaffRole } from '@chairside/api-contract';

/** A sidebar item; one with a `permission` shows only to the staff roles that have it (issue 17). */
type SidebarItem = { id: string; label: string; to: string; icon: string; permission?: Permission };

/**
 * The sidebar of SPEC.md section 2: its targets, in order, plus Activity (the audit log, issue 15)
 * after Feedback, Recently deleted (restorable accounts, issue 16) after it and Staff (issue 17, owners
 * only) after that. Logout is a separate action at the end.
 */
export const sidebarItems = [
  { id: 'home', label: 'Home', to: '/', icon: 'home' },
  { id: 'professionals', label: 'Professionals', to: '/professionals-list', icon: 'users' },
  { id: 'salons', label: 'Salons', to: '/salons', icon: 'store' },
  { id: 'private-suites', label: 'Private Suite', to: '/private-suites', icon: 'door' },
  { id: 'support', label: 'Support Requests', to: '/support-list', icon: 'lifeBuoy' },
  { id: 'feedback', label: 'Feedback', to: '/feedback-list', icon: 'star' },
  { id: 'activity', label: 'Activity', to: '/activity', icon: 'history' },
  // No icon of the design system's set says 'bin' or 'restore'; a document stands for the records kept.
  { id: 'recently-deleted', label: 'Recently deleted', to: '/recently-deleted', icon: 'document' },
  // The set has no drawing of a team; the gear, used by no other item, stands for managing who works here.
  { id: 'staff', label: 'Staff', to: '/staff', icon: 'settings', permission: 'staff' },
  { id: 'policy', label: 'Privacy Policy', to: '/policy-editor', icon: 'shield' },
  { id: 'terms', label: 'Terms', to: '/terms', icon: 'document' },
  { id: 'profile', label: 'Profile Settings', to: '/profile-settings', icon: 'user' },
  { id: 'password', label: 'Change Password', to: '/change-password', icon: 'lock' },
] as const satisfies readonly SidebarItem[];

export type SidebarItemId = (typeof sidebarItems)[number]['id'];

/** The items a staff role sees: those it has the permission of; none that need one while the role is unknown. */
export const sidebarItemsFor = (role: StaffRole | undefined) =>
  sidebarItems.filter((item: SidebarItem) => item.permission === undefined || can(role, item.permission));

/**
 * Which sidebar item a path belongs to. The Private Suite item is active for /private-suites,
 * /private-suites/... and /private-suite/... (SPEC.md section 2); detail pages light up their list.
 */
export function activeItem(pathname: string): SidebarItemId | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (/^\/private-suites?(\/|$)/.test(path)) return 'private-suites';
  if (/^\/professionals-list(\/|$)/.test(path)) return 'professionals';
  if (/^\/salons(\/|$)/.test(path)) return 'salons';
  if (path === '/support-list') return 'support';
  if (path === '/feedback-list') return 'feedback';
  if (path === '/activity') return 'activity';
  if (path === '/recently-deleted') return 'recently-deleted';
  if (path === '/staff') return 'staff';
  if (path === '/policy-editor' || path === '/policy-view') return 'policy';
  if (path === '/terms') return 'terms';
  if (path === '/profile-settings') return 'profile';
  if (path === '/change-password') return 'password';
  return undefined;
}
