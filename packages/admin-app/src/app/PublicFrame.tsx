import { Fragment, type ReactNode } from 'react';
import { Box, Inline, Text } from '@chairside/design-system';
import { productName } from './productName';
import { useSystemTheme } from './useSystemTheme';

/** The public pages the header links to. */
const publicLinks = [
  { to: '/privacy-policy', text: 'Privacy Policy' },
  { to: '/terms-and-conditions', text: 'Terms' },
  { to: '/support', text: 'Support' },
] as const;

/**
 * The public pages' header and main area around `children`. `link` draws a header link: the router's
 * inside the app, a plain link (a page load) on the login page opened before the router's code.
 */
export function PublicFrame({
  children,
  link = (to, text) => <a href={to}>{text}</a>,
}: {
  children: ReactNode;
  link?: (to: string, text: string) => ReactNode;
}) {
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
              {publicLinks.map(({ to, text }) => (
                <Fragment key={to}>{link(to, text)}</Fragment>
              ))}
            </Inline>
          </Box>
        </Inline>
      </Box>
      <Box as="main" id="content" paddingX="large" paddingY="xlarge" width="100%" maxWidth="100%">
        {children}
      </Box>
    </Box>
  );
}
