export { Avatar, avatarSizes, type AvatarProps, type AvatarSize } from './Avatar';
export { avatarPlaceholder } from './placeholder';
