import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './ConfirmDialog.module.css';

export type ConfirmDialogProps = {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (red confirm button). */
  variant?: 'default' | 'danger';
  /** Called when the user confirms. The dialog closes unless `isConfirming` keeps it open. */
  onConfirm: () => void;
  onCancel?: () => void;
  /** Shows a spinner on the confirm button and keeps the dialog open while the action runs. */
  isConfirming?: boolean;
};

/**
 * Asks the user to confirm an action (role=alertdialog). Escape and Cancel cancel; clicking outside
 * does nothing, so an answer is required. Focus starts on Cancel for destructive actions.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  onCancel,
  isConfirming = false,
  onOpenChange,
  ...overlay
}: ConfirmDialogProps) {
  // Closing after a confirm is not a cancel.
  const confirmed = useRef(false);
  return (
    <Modal
      {...overlay}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) onCancel?.();
        confirmed.current = false;
        onOpenChange?.(open);
      }}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isConfirming}
      showCloseButton={false}
      footer={(close) => (
        <>
          <Button
            variant="ghost"
            onPress={close}
            isDisabled={isConfirming}
            // WAI-ARIA alertdialog pattern: a destructive confirmation starts on the safe answer.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={variant === 'danger'}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            isPending={isConfirming}
            onPress={() => {
              onConfirm();
              // Uncontrolled: close at once. Controlled: the page closes it when the action is done.
              if (overlay.isOpen === undefined) {
                confirmed.current = true;
                close();
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
