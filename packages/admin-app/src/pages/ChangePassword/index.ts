export { default } from './ChangePassword';
