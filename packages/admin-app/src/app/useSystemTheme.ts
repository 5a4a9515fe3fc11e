import { useEffect } from 'react';
import { themeClassName, type ThemeName } from '@chairside/design-system';

const darkQuery = '(prefers-color-scheme: dark)';

/** Puts the theme that matches the system's colour preference on <html>, and follows changes. */
export function useSystemTheme(): void {
  useEffect(() => {
    const media = window.matchMedia?.(darkQuery);
    let applied: string[] = [];
    const apply = () => {
      const theme: ThemeName = media?.matches ? 'dark' : 'light';
      const root = document.documentElement;
      root.classList.remove(...applied);
      applied = themeClassName(theme).split(' ');
      root.classList.add(...applied);
    };
    apply();
    media?.addEventListener('change', apply);
    return () => {
      media?.removeEventListener('change', apply);
      document.documentElement.classList.remove(...applied);
    };
  }, []);
}
