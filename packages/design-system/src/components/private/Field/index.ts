export { Field, fieldLayouts, type FieldLabelProps, type FieldLayout, type FieldProps } from './Field';
export { useField, type FieldState, type UseFieldOptions } from './useField';
export { useFieldProps, type FieldOwnProps } from './useFieldProps';
export { checkControl, control as fieldControl } from './Field.css';
