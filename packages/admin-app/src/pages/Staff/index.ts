export { default } from './Staff';
