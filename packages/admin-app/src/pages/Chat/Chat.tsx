import { ChatPanel, Heading, Stack, Text } from '@chairside/design-system';
import { chatFriends, chatMessages } from './chatData';

/** /chat: the spec's local-only chat screen; messages live in this page's state and are never sent. */
export default function Chat() {
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>Chat</Heading>
        <Text tone="muted">A preview of team chat: conversations stay in this browser tab and are not sent anywhere.</Text>
      </Stack>
      <ChatPanel friends={chatFriends} defaultMessages={chatMessages} headingLevel={2} />
    </Stack>
  );
}
