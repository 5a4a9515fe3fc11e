export { default } from './Dashboard';
