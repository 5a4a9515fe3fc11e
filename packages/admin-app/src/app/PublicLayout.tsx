import { Link, Outlet } from 'react-router';
import { Box, Inline, Text } from '@chairside/design-system';
import { productName } from './productName';
import { useSystemTheme } from './useSystemTheme';

/** The frame of the public pages (policy, terms, support) and the login page. */
export function PublicLayout() {
  useSystemTheme();
  return (
    <Box display="flex" flexDirection="column" background="background">
      <Box as="header" paddingX="xlarge" paddingY="large" background="surface">
        <Inline space="large" align="space-between" alignY="center">
          <Text as="span" weight="bold" size="large">
            {productName}
          </Text>
          <Box as="nav" aria-label="Public pages">
            <Inline as="ul" space="large">
              <Link to="/privacy-policy">Privacy Policy</Link>
              <Link to="/terms-and-conditions">Terms</Link>
              <Link to="/support">Support</Link>
            </Inline>
          </Box>
        </Inline>
      </Box>
      <Box as="main" id="content" paddingX="large" paddingY="xlarge" width="100%" maxWidth="100%">
        <Outlet />
      </Box>
    </Box>
  );
}
