import { describe, expect, it } from 'vitest';
import { filterFriendsByName, lastMessages, messageToSend, unreadMessagesText, type ChatMessage } from './chatLogic';

const friends = [
  { id: '1', name: 'Jasmine Carter' },
  { id: '2', name: 'Zoë Martínez' },
  { id: '3', name: 'Marcus Lee' },
  { id: '4', name: 'Ana Souza' },
];

describe('filterFriendsByName', () => {
  it('keeps everyone, in order, for an empty or blank query', () => {
    expect(filterFriendsByName(friends, '')).toEqual(friends);
    expect(filterFriendsByName(friends, '   ')).toEqual(friends);
  });

  it('matches part of a name regardless of case', () => {
    expect(filterFriendsByName(friends, 'MAR').map((friend) => friend.id)).toEqual(['2', '3']);
  });

  it('ignores accents on either side', () => {
    expect(filterFriendsByName(friends, 'zoe').map((friend) => friend.id)).toEqual(['2']);
    expect(filterFriendsByName(friends, 'martinez').map((friend) => friend.id)).toEqual(['2']);
    expect(filterFriendsByName(friends, 'Souzá').map((friend) => friend.id)).toEqual(['4']);
  });

  it('needs every word of the query, in any order', () => {
    expect(filterFriendsByName(friends, 'lee marcus').map((friend) => friend.id)).toEqual(['3']);
    expect(filterFriendsByName(friends, 'marcus carter')).toEqual([]);
  });

  it('finds nobody for a name that is not there', () => {
    expect(filterFriendsByName(friends, 'Priya')).toEqual([]);
  });

  it('returns a new array, leaving the input alone', () => {
    const result = filterFriendsByName(friends, '');
    expect(result).not.toBe(friends);
  });
});

describe('unreadMessagesText', () => {
  it('uses the singular for one message only', () => {
    expect(unreadMessagesText(1)).toBe('1 unread message');
    expect(unreadMessagesText(3)).toBe('3 unread messages');
    expect(unreadMessagesText(0)).toBe('0 unread messages');
  });
});

describe('messageToSend', () => {
  it('trims both ends', () => {
    expect(messageToSend('  See you at 3  ')).toBe('See you at 3');
  });

  it('keeps line breaks inside the message', () => {
    expect(messageToSend('\nLine one\nLine two\n')).toBe('Line one\nLine two');
  });

  it('refuses empty and white-space-only text', () => {
    expect(messageToSend('')).toBeUndefined();
    expect(messageToSend('   ')).toBeUndefined();
    expect(messageToSend('\n\t \n')).toBeUndefined();
  });
});

const message = (id: string, friendId: string): ChatMessage => ({ id, friendId, from: 'friend', text: id, time: '9:00 AM' });

describe('lastMessages', () => {
  it('keeps the last message of each conversation', () => {
    const last = lastMessages([message('a', '1'), message('b', '2'), message('c', '1')]);
    expect(last.get('1')?.id).toBe('c');
    expect(last.get('2')?.id).toBe('b');
    expect(last.has('3')).toBe(false);
  });
});
