export { default } from './PrivateSuitesList';
