export { Button, IconButton } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './Button/Button';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
