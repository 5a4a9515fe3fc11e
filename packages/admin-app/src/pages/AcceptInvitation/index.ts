export { default } from './AcceptInvitation';
