// The public entry point of @chairside/design-system. Everything a consumer may use is exported here.
// The reset is part of the design system's one stylesheet, so importing the package brings it along.
// The rich-text editor has its own entry point (@chairside/design-system/editor) so apps that do not
// edit never download it.
import './styles/reset.css';

export { vars, lightTheme, darkTheme, themeClassName, themeNames, type ThemeName } from './themes';
export { sprinkles, breakpoints, type Sprinkles } from './styles/sprinkles.css';
export { focusRing } from './styles/focusRing.css';
export * from './components/AppShell';
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/Box';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/ChatPanel';
export * from './components/ConfirmDialog';
export * from './components/DataTable';
export * from './components/EmptyState';
export * from './components/ErrorMessage';
export * from './components/GroupedList';
export * from './components/Heading';
export * from './components/IconButton';
export * from './components/ImageGrid';
export * from './components/InfoCard';
export * from './components/Inline';
export * from './components/InviteDialog';
export * from './components/ModerationDialog';
export * from './components/NotFound';
export * from './components/OneTimeCodeField';
export * from './components/Pagination';
export * from './components/PasskeyList';
export * from './components/PasswordField';
export * from './components/ProgressBar';
export * from './components/RadioGroup';
export * from './components/RatingSummary';
export * from './components/ReauthDialog';
export * from './components/RecoveryCodes';
export * from './components/SelectField';
export * from './components/SessionList';
export * from './components/SafeHtml';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/StarRating';
export * from './components/StatCard';
export * from './components/Text';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/TotpEnrolment';
export * from './components/TruncatedText';
export * from './components/VisuallyHidden';
export * from './components/WorkingDays';
