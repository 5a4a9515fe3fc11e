import { describe, expect, it } from 'vitest';
import { activeItem, sidebarItems, sidebarItemsFor } from './navigation';

/** The sidebar's targets as a staff role sees them. */
const targets = (role: Parameters<typeof sidebarItemsFor>[0]) => sidebarItemsFor(role).map((item) => item.to);

describe('activeItem', () => {
  it.each([
    ['/', 'home'],
    ['/private-suites', 'private-suites'],
    ['/private-suites/', 'private-suites'],
    ['/private-suites/anything', 'private-suites'],
    ['/private-suite/30001', 'private-suites'],
    ['/professionals-list', 'professionals'],
    ['/professionals-list/10001', 'professionals'],
    ['/salons/20001', 'salons'],
    ['/policy-view', 'policy'],
    ['/terms', 'terms'],
    ['/activity', 'activity'],
    ['/activity/', 'activity'],
    ['/recently-deleted', 'recently-deleted'],
    ['/staff', 'staff'],
  ])('%s lights up %s', (path, id) => {
    expect(activeItem(path)).toBe(id);
  });

  it('lights up nothing for pages outside the sidebar', () => {
    expect(activeItem('/settings')).toBeUndefined();
    expect(activeItem('/chat')).toBeUndefined();
    expect(activeItem('/private-suitesX')).toBeUndefined();
  });

  it('lists the sidebar targets of the spec in order, with Activity after Feedback, then Recently deleted and Staff', () => {
    expect(sidebarItems.map((item) => item.to)).toEqual([
      '/',
      '/professionals-list',
      '/salons',
      '/private-suites',
      '/support-list',
      '/feedback-list',
      '/activity',
      '/recently-deleted',
      '/staff',
      '/policy-editor',
      '/terms',
      '/profile-settings',
      '/change-password',
    ]);
  });

  it('shows Staff to owners only, and to nobody while the role is unknown', () => {
    expect(targets('owner')).toContain('/staff');
    expect(targets('owner')).toHaveLength(sidebarItems.length);
    for (const role of ['moderator', 'viewer', undefined] as const) {
      expect(targets(role)).not.toContain('/staff');
      expect(targets(role)).toHaveLength(sidebarItems.length - 1);
    }
  });
});
