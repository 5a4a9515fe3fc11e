import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { Box, Button, Inline, Stack, Text } from '@chairside/design-system';
import { logout } from '../session';
import { activeItem, sidebarItems } from './navigation';
import { useSystemTheme } from './useSystemTheme';

/** The frame of every protected page: sidebar, top bar showing 'Admin', and the page. */
export function AdminLayout() {
  useSystemTheme();
  const location = useLocation();
  const navigation = useNavigation();
  const active = activeItem(location.pathname);
  return (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }}>
      <Box as="nav" aria-label="Main" padding="large" background="surface">
        <Stack as="ul" space="small">
          {sidebarItems.map((item) => (
            <Link key={item.id} to={item.to} aria-current={item.id === active ? 'page' : undefined}>
              {item.label}
            </Link>
          ))}
          <Button variant="ghost" onClick={() => void logout()}>
            Logout
          </Button>
        </Stack>
      </Box>
      <Box display="flex" flexDirection="column" flexGrow={1}>
        <Box as="header" paddingX="xlarge" paddingY="large" background="surface">
          <Inline space="medium" align="space-between">
            <Text as="span" weight="bold">
              Admin
            </Text>
          </Inline>
        </Box>
        <Box as="main" id="content" padding="xlarge" aria-busy={navigation.state === 'loading' || undefined}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
