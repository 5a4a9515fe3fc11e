export { default } from './ProfessionalsList';
