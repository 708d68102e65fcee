export { FieldError, FieldLabel, FieldDescription, fieldStyles } from './FieldError/FieldError';
export type { FieldErrorProps, FieldLabelProps } from './FieldError/FieldError';
export { ErrorNotice } from './ErrorNotice/ErrorNotice';
export type { ErrorNoticeProps } from './ErrorNotice/ErrorNotice';
export { Snackbar, ToastProvider, ToastView, useToast } from './Toast/Toast';
export type {
  HoldSource,
  SnackbarProps,
  ToastApi,
  ToastOptions,
  ToastTone,
  ToastViewProps,
} from './Toast/Toast';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
