export { default } from './Settings';
