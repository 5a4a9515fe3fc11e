export { useForm, type FieldErrors, type FormOptions, type SubmitHelpers } from './useForm';
export {
  checkRules,
  hasIssues,
  issueKinds,
  issuesOfKind,
  lazyRules,
  type FieldIssue,
  type FieldIssues,
  type IssueKind,
  type LazyRules,
  type Rules,
  type SchemaLike,
  type Validate,
} from './rules';
export { emailMessages, requiredMessage, serverMessage, type MessageTable } from './messages';
