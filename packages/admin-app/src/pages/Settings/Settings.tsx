import { Heading, Stack, Text } from '@chairside/design-system';

/** /settings: the spec's placeholder page. */
export default function Settings() {
  return (
    <Stack space="medium">
      <Heading level={1}>Settings Page</Heading>
      <Text>Manage your settings here.</Text>
    </Stack>
  );
}
