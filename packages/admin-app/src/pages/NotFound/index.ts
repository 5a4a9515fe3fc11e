export { default } from './NotFound';
