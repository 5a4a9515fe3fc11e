export { default } from './PublicTerms';
