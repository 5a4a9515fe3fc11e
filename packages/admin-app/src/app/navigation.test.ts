import { describe, expect, it } from 'vitest';
import { activeItem, sidebarItems } from './navigation';

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
  ])('%s lights up %s', (path, id) => {
    expect(activeItem(path)).toBe(id);
  });

  it('lights up nothing for pages outside the sidebar', () => {
    expect(activeItem('/settings')).toBeUndefined();
    expect(activeItem('/chat')).toBeUndefined();
    expect(activeItem('/private-suitesX')).toBeUndefined();
  });

  it('lists the sidebar targets of the spec in order, with Activity after Feedback and Recently deleted after it', () => {
    expect(sidebarItems.map((item) => item.to)).toEqual([
      '/',
      '/professionals-list',
      '/salons',
      '/private-suites',
      '/support-list',
      '/feedback-list',
      '/activity',
      '/recently-deleted',
      '/policy-editor',
      '/terms',
      '/profile-settings',
      '/change-password',
    ]);
  });
});
