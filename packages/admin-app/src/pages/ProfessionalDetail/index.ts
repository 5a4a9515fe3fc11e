export { default } from './ProfessionalDetail';
