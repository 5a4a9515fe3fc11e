// PLACEHOLDER until the page is built: replace this file.
export { default } from './ProfileSettings';
