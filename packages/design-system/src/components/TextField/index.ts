export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './TextField';
