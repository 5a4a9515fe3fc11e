export { default } from './AccountList';
