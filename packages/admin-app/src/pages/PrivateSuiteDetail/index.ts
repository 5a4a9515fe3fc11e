export { default } from './PrivateSuiteDetail';
