export { PasswordField, type PasswordFieldProps } from './PasswordField';
export {
  PasswordVisibility,
  PasswordVisibilityToggle,
  type PasswordVisibilityProps,
  type PasswordVisibilityToggleProps,
} from './PasswordVisibility';
