export { default } from './SupportList';
