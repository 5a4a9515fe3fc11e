export { default } from './Support';
