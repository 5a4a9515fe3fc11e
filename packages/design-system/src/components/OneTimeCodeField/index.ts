export { OneTimeCodeField, type OneTimeCodeFieldProps } from './OneTimeCodeField';
export {
  codeProblem as oneTimeCodeProblem,
  isTotpCode,
  normaliseCode,
  oneTimeCodeKinds,
  oneTimeCodeMessages,
  totpCodeLength,
  type OneTimeCodeKind,
} from './oneTimeCode';
