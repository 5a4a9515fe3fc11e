export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
export { characters, defaultTruncateLimit, ellipsis, truncate, wordBoundaryWindow, type Truncation } from './truncate';
