export { default } from './RecentlyDeleted';
