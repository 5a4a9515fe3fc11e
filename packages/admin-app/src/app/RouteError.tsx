import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Box, Button, Heading, Stack, Text } from '@chairside/design-system';

/** Shown when a page fails to load (a chunk that timed out, a network error) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Box as="main" padding="xlarge">
      <Stack space="large">
        <Heading level={1}>Something went wrong</Heading>
        <Text role="alert">This page could not be shown: {detail}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </div>
      </Stack>
    </Box>
  );
}
