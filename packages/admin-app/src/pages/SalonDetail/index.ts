export { default } from './SalonDetail';
