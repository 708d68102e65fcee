import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = Omit<AriaButtonProps, 'children' | 'className' | 'style'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon shown before the label. */
  icon?: ReactNode;
  /** Shows a spinner, keeps the button's size and refuses presses (no double submit). */
  isPending?: boolean;
  children?: ReactNode;
  className?: string;
};

/** The one button of the product: a react-aria Button with Balance's variants. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  isPending = false,
  children,
  className,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
    >
      {isPending ? <Spinner size="sm" label="Working…" tone="inherit" /> : icon}
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </AriaButton>
  );
}

export type IconButtonProps = Omit<ButtonProps, 'children' | 'icon'> & {
  /** Accessible name; icon-only buttons must have one. Also shown as the native tooltip. */
  label: string;
  icon: ReactNode;
};

/** An icon-only button with a required accessible name. */
export function IconButton({ label, icon, variant = 'ghost', ...rest }: IconButtonProps) {
  return <Button {...rest} variant={variant} aria-label={label} icon={icon} className={styles.iconOnly} />;
}
