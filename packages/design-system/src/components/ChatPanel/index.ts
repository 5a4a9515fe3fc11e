export {
  ChatPanel,
  chatPanelDefaultLabels,
  chatSenders,
  type ChatFriend,
  type ChatMessage,
  type ChatPanelLabels,
  type ChatPanelProps,
  type ChatSender,
} from './ChatPanel';
export { filterFriendsByName, unreadMessagesText } from './chatLogic';
