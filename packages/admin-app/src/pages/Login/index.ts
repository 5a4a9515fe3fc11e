export { default } from './Login';
