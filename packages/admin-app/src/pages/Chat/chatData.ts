import type { ChatFriend, ChatMessage } from '@chairside/design-system';

/*
 * SPEC.md section 2: Chat is a mock screen with a hard-coded friends list; nothing is fetched or sent.
 * The page says so on screen, so nobody takes these conversations for real ones.
 */
export const chatFriends: ChatFriend[] = [
  { id: 'support-team', name: 'Support Team', unreadCount: 2, lastMessage: 'Two new support requests came in overnight.', lastMessageTime: '8:05 AM' },
  { id: 'onboarding', name: 'Onboarding Desk', unreadCount: 1, lastMessage: 'A salon in Austin asked about suite subscriptions.', lastMessageTime: '9:30 AM' },
  { id: 'moderation', name: 'Moderation', lastMessage: 'Reviewed the reported portfolio, all fine.', lastMessageTime: 'Yesterday' },
  { id: 'billing', name: 'Billing', lastMessage: 'Subscription renewals go out on the 1st.', lastMessageTime: 'Mon' },
];

export const chatMessages: ChatMessage[] = [
  { id: 's1', friendId: 'support-team', from: 'friend', text: 'Morning! Two new support requests came in overnight.', time: '8:04 AM' },
  { id: 's2', friendId: 'support-team', from: 'friend', text: 'Both are about updating portfolio photos.', time: '8:05 AM' },
  { id: 'o1', friendId: 'onboarding', from: 'friend', text: 'A salon in Austin asked about suite subscriptions.', time: '9:30 AM' },
  { id: 'm1', friendId: 'moderation', from: 'me', text: 'Could you look at the reported portfolio?', time: 'Yesterday' },
  { id: 'm2', friendId: 'moderation', from: 'friend', text: 'Reviewed the reported portfolio, all fine.', time: 'Yesterday' },
  { id: 'b1', friendId: 'billing', from: 'friend', text: 'Subscription renewals go out on the 1st.', time: 'Mon' },
];
