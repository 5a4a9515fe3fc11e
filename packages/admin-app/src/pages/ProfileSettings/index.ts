export { default } from './ProfileSettings';
