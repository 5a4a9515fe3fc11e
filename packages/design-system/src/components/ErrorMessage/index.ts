export { ErrorMessage, type ErrorMessageProps } from './ErrorMessage';
