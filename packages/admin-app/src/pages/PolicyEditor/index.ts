export { default } from './PolicyEditor';
