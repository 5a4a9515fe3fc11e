// Hard-coded conversations for the ChatPanel stories, like the mock chat screen of SPEC.md section 2.
import type { ChatFriend, ChatMessage } from './chatLogic';

export const storyFriends: ChatFriend[] = [
  {
    id: 'jasmine',
    name: 'Jasmine Carter',
    unreadCount: 3,
    lastMessage: 'Can we move my 3pm balayage to 4?',
    lastMessageTime: '10:42 AM',
  },
  {
    id: 'marcus',
    name: 'Marcus Bennett',
    unreadCount: 1,
    lastMessage: 'The second barber chair is free from Monday.',
    lastMessageTime: '9:15 AM',
  },
  {
    id: 'sofia',
    name: 'Sofía Ramírez',
    lastMessage: 'Thanks! The gel set came out perfect.',
    lastMessageTime: '4:20 PM',
  },
  {
    id: 'keisha',
    name: 'Keisha Thompson',
    lastMessage: 'Is the suite on Elm Street still available?',
    lastMessageTime: '11:02 AM',
  },
  {
    id: 'daniel',
    name: 'Daniel Okafor',
  },
];

export const storyMessages: ChatMessage[] = [
  { id: 'j1', friendId: 'jasmine', from: 'friend', text: 'Hi! Quick question about Saturday.', time: '10:38 AM' },
  { id: 'j2', friendId: 'jasmine', from: 'me', text: 'Sure, what do you need?', time: '10:39 AM' },
  { id: 'j3', friendId: 'jasmine', from: 'friend', text: 'My client is running late from work.', time: '10:41 AM' },
  { id: 'j4', friendId: 'jasmine', from: 'friend', text: 'Can we move my 3pm balayage to 4?', time: '10:42 AM' },
  { id: 'm1', friendId: 'marcus', from: 'me', text: 'Any news on the chair rental?', time: '8:50 AM' },
  {
    id: 'm2',
    friendId: 'marcus',
    from: 'friend',
    text: 'The second barber chair is free from Monday.',
    time: '9:15 AM',
  },
  { id: 's1', friendId: 'sofia', from: 'me', text: 'How did the new nail tech work out?', time: '4:05 PM' },
  { id: 's2', friendId: 'sofia', from: 'friend', text: 'Thanks! The gel set came out perfect.', time: '4:20 PM' },
  {
    id: 'k1',
    friendId: 'keisha',
    from: 'friend',
    text: 'Is the suite on Elm Street still available?',
    time: '11:02 AM',
  },
];

/** A conversation long enough to scroll, for checking that the newest message stays in view. */
export const longConversation: ChatMessage[] = Array.from({ length: 30 }, (_, index) => ({
  id: `long-${index}`,
  friendId: 'jasmine',
  from: index % 2 === 0 ? 'friend' : 'me',
  text:
    index === 29
      ? 'See you Saturday at 4 for the balayage!'
      : index % 2 === 0
        ? `Client ${index + 1} asked about lash lifts and brow lamination prices.`
        : 'Lash lift is $75, brow lamination $65, both together $130.',
  time: `${8 + Math.floor(index / 10)}:${String((index % 10) * 6).padStart(2, '0')} AM`,
}));
