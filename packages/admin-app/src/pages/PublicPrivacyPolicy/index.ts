export { default } from './PublicPrivacyPolicy';
