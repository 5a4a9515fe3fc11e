import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { AppShell, ConfirmProvider } from '@chairside/design-system';
import { useStaffRole } from '../data/useStaffRole';
import { logout } from '../session';
import { prefetchPages } from './lazyPage';
import { mountToasts } from './toastsWanted';
import { ReauthProvider } from './ReauthProvider';
import { activeItem, sidebarItemsFor } from './navigation';
import { useSystemTheme } from './useSystemTheme';

/**
 * The frame of every protected page (SPEC.md section 2): the collapsible sidebar with its targets and
 * Logout, the top bar showing 'Admin', and the page. `busy` marks the content while a page's code loads.
 * The confirmation dialog lives here because only protected pages ask questions (suspend, delete).
 * Items the signed-in staff role may not use (Staff, for all but owners) are left out, and wait for the
 * role to be known.
 * It is the default export because the route table loads it lazily.
 */
export default function AdminLayout() {
  useSystemTheme();
  const location = useLocation();
  const navigation = useNavigation();
  const active = activeItem(location.pathname);
  const { role } = useStaffRole();
  // Signed in: the other pages' code comes down while the browser is idle (see prefetchPages).
  useEffect(prefetchPages, []);
  useEffect(mountToasts, []);
  return (
    <ConfirmProvider>
      <AppShell
        title="Admin"
        busy={navigation.state === 'loading'}
        navigation={sidebarItemsFor(role).map((item) => (
          <AppShell.NavItem key={item.id} icon={item.icon} active={item.id === active} asChild>
            <Link to={item.to}>{item.label}</Link>
          </AppShell.NavItem>
        ))}
        navigationFooter={
          <AppShell.NavButton icon="logout" onClick={() => void logout()}>
            Logout
          </AppShell.NavButton>
        }
      >
        <Outlet />
      </AppShell>
      {/* Asks for a factor again when one of the worst actions needs it (issue 17). */}
      <ReauthProvider />
    </ConfirmProvider>
  );
}
