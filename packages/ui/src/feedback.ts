export { FieldError, FieldLabel, FieldDescription, fieldStyles } from './FieldError/FieldError';
export type { FieldErrorProps, FieldLabelProps } from './FieldError/FieldError';
