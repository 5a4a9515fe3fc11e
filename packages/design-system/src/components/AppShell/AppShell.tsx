import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { focusRing } from '../../styles/focusRing.css';
import { breakpoints } from '../../styles/sprinkles.css';
import { cx } from '../../utils/cx';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import { ChevronLeft, ChevronRight, Close, Menu } from '../private/icons';
import { useControllable } from '../private/useControllable';
import * as styles from './AppShell.css';
import { NavButton, NavContext, NavItem, type NavContextValue } from './AppShellNav';

export type { AppShellNavButtonProps, AppShellNavItemProps } from './AppShellNav';

/** The shell's own words; every one can be replaced, for another product or language. */
export type AppShellLabels = {
  /** Accessible name of the navigation landmark. */
  navigation: string;
  /** Name of the sidebar toggle while the sidebar is wide. */
  collapseSidebar: string;
  /** Name of the sidebar toggle while the sidebar is narrow. */
  expandSidebar: string;
  /** Name of the top-bar button that opens the menu on narrow screens. */
  openMenu: string;
  /** Name of the button that closes the menu overlay. */
  closeMenu: string;
  /** Title of the menu overlay, read when it opens. */
  menuTitle: string;
  /** Text of the link that jumps over the navigation to the content. */
  skipToContent: string;
  /** Name of the progress bar shown while a page loads. */
  loadingPage: string;
};

export const appShellDefaultLabels: AppShellLabels = {
  navigation: 'Main',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
};

const tabletQuery = `(min-width: ${breakpoints.tablet}px)`;

export type AppShellProps = {
  /** Text shown at the start of the top bar, such as 'Admin'. */
  title?: string;
  /** The navigation items, top to bottom: AppShell.NavItem (and AppShell.NavButton) elements. */
  navigation: ReactNode;
  /** Items pinned to the bottom of the sidebar, such as a Logout AppShell.NavButton. */
  navigationFooter?: ReactNode;
  /** Content at the end of the top bar, such as the signed-in person's name. */
  topBarEnd?: ReactNode;
  /** Whether the sidebar is narrow (icons only); set it to control the state. */
  collapsed?: boolean;
  /** Whether the sidebar starts narrow when the state is left to the shell. */
  defaultCollapsed?: boolean;
  /** Called with the new state when the sidebar toggle is pressed. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The id of <main>, which the skip link targets; generated when not given. */
  contentId?: string;
  /** While true the content is marked busy and a thin progress bar runs above it, for a page that is loading. */
  busy?: boolean;
  /** Replacements for the shell's own words. */
  labels?: Partial<AppShellLabels>;
  /** Extra class names for the outer element. */
  className?: string;
  /** The page: rendered inside <main>. */
  children?: ReactNode;
};

/**
 * The frame of every back-office page: a skip link, a sidebar that collapses between wide and narrow,
 * a menu overlay on narrow screens, a top bar, and the page in <main>. Links go through the caller's
 * router with AppShell.NavItem's `asChild`, and the caller decides which item is active.
 */
function AppShellRoot({
  title = 'Admin',
  navigation,
  navigationFooter,
  topBarEnd,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  contentId,
  busy = false,
  labels: labelsProp,
  className,
  children,
}: AppShellProps) {
  const labels = { ...appShellDefaultLabels, ...labelsProp };
  const generatedId = useId();
  const mainId = contentId ?? `${generatedId}content`;
  const sidebarId = `${generatedId}sidebar`;
  const mainRef = useRef<HTMLElement>(null);

  const [collapsed, setCollapsed] = useControllable(collapsedProp, defaultCollapsed, onCollapsedChange);
  const toggleCollapsed = () => setCollapsed(!collapsed);

  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The overlay is only for narrow screens: widening the window (or turning a tablet) while it is
  // open would leave a modal over a page that already shows the sidebar.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(tabletQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  const sidebarContext = useMemo<NavContextValue>(() => ({ collapsed }), [collapsed]);
  const menuContext = useMemo<NavContextValue>(() => ({ collapsed: false, onNavigate: closeMenu }), [closeMenu]);

  // Focus is moved by script rather than by following the fragment: a hash router would read
  // '#content' as a route, and not every browser moves focus to a fragment's target.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = mainRef.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };

  const lists = (
    <>
      {/* Safari drops list semantics once list-style is removed; the explicit role keeps them. */}
      <Box as="ul" role="list" className={styles.navList}>
        {navigation}
      </Box>
      {navigationFooter ? (
        <Box as="ul" role="list" className={cx(styles.navList, styles.navFooter)}>
          {navigationFooter}
        </Box>
      ) : null}
    </>
  );

  const state = collapsed ? 'collapsed' : 'expanded';

  return (
    <div className={cx(styles.shell, className)}>
      <a href={`#${mainId}`} className={cx(styles.skipLink, focusRing)} onClick={skipToContent}>
        {labels.skipToContent}
      </a>

      <nav id={sidebarId} aria-label={labels.navigation} className={styles.sidebar} data-state={state}>
        <div className={styles.sidebarTop} data-state={state}>
          <IconButton
            label={collapsed ? labels.expandSidebar : labels.collapseSidebar}
            icon={collapsed ? <ChevronRight /> : <ChevronLeft />}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            onClick={toggleCollapsed}
          />
        </div>
        <NavContext.Provider value={sidebarContext}>{lists}</NavContext.Provider>
      </nav>

      <div className={styles.column}>
        <header className={styles.topBar}>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <div className={styles.menuButtonSlot}>
              <Dialog.Trigger asChild>
                <IconButton label={labels.openMenu} icon={<Menu />} />
              </Dialog.Trigger>
            </div>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              {/* The title says what the overlay is; there is no further description to point to. */}
              <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
                <div className={styles.drawerHeader}>
                  <Dialog.Title className={styles.drawerTitle}>{labels.menuTitle}</Dialog.Title>
                  <Dialog.Close asChild>
                    <IconButton label={labels.closeMenu} icon={<Close />} />
                  </Dialog.Close>
                </div>
                <nav aria-label={labels.navigation} className={styles.drawerNav}>
                  <NavContext.Provider value={menuContext}>{lists}</NavContext.Provider>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <span className={styles.topBarTitle}>{title}</span>
          {topBarEnd ? <div className={styles.topBarEnd}>{topBarEnd}</div> : null}
        </header>

        {busy ? <div role="progressbar" aria-label={labels.loadingPage} className={styles.progress} /> : null}
        <main ref={mainRef} id={mainId} tabIndex={-1} aria-busy={busy || undefined} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
AppShellRoot.displayName = 'AppShell';

/** The back-office frame, with its navigation parts: `AppShell.NavItem` and `AppShell.NavButton`. */
export const AppShell = Object.assign(AppShellRoot, { NavItem, NavButton });
