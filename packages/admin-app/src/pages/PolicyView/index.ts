export { default } from './PolicyView';
