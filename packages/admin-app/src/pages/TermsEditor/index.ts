export { default } from './TermsEditor';
