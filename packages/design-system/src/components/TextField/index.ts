export { TextField, pickerFieldTypes, textFieldTypes, type TextFieldProps, type TextFieldType } from './TextField';
