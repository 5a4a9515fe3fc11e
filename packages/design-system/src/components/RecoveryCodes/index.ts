export { RecoveryCodes, recoveryCodesTexts, type RecoveryCodesProps } from './RecoveryCodes';
export { recoveryCodesText } from './recoveryFile';
