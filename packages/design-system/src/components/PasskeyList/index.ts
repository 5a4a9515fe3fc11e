export { PasskeyList, passkeyListTexts, type PasskeyListItem, type PasskeyListProps } from './PasskeyList';
export { checkPasskeyName, passkeyNameMaxLength, type PasskeyNameCheck } from './passkeyName';
