export { default } from './Chat';
