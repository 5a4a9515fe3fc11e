export { default } from './SalonsList';
