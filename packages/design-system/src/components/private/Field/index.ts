export { Field, type FieldLabelProps, type FieldProps } from './Field';
export { useField, type FieldState, type UseFieldOptions } from './useField';
export { useFieldProps, type FieldOwnProps } from './useFieldProps';
export { control as fieldControl } from './Field.css';
