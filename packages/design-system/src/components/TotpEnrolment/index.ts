export { TotpEnrolment, totpEnrolmentTexts, type TotpEnrolmentProps } from './TotpEnrolment';
