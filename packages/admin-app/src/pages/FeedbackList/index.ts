export { default } from './FeedbackList';
