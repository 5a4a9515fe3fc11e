export { default } from './Activity';
