import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../Button/Button';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

/** `close` closes the modal (same as the close button or Escape). */
type WithClose = ReactNode | ((close: () => void) => ReactNode);

export type ModalProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  children: WithClose;
  /** Buttons row under the body (right-aligned). */
  footer?: WithClose;
  /** Close when the user clicks outside. Default true. */
  isDismissable?: boolean;
  /** Ignore Escape. Default false. */
  isKeyboardDismissDisabled?: boolean;
  /** Shows the × button in the header. Default true. */
  showCloseButton?: boolean;
  size?: ModalSize;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/**
 * The modal dialog base: react-aria ModalOverlay + Modal + Dialog (focus trapped inside, returned to
 * the trigger on close, background inert). Controlled with `isOpen`/`onOpenChange`, or placed inside
 * a `DialogTrigger` next to its trigger button.
 */
export function Modal({
  title,
  children,
  footer,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  showCloseButton = true,
  size = 'md',
  role = 'dialog',
  className,
  ...overlay
}: ModalProps) {
  return (
    <ModalOverlay
      {...overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
      data-part="modal-overlay"
    >
      <AriaModal className={[styles.modal, className].filter(Boolean).join(' ')} data-size={size}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton && (
                  <IconButton label="Close" icon={<X size={18} aria-hidden />} onPress={close} />
                )}
              </header>
              <ModalBody label={typeof title === 'string' ? title : 'Dialog content'}>
                {typeof children === 'function' ? children(close) : children}
              </ModalBody>
              {footer !== undefined && (
                <footer className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * The body scrolls when the content is taller than the screen; then it becomes a focusable region so
 * keyboard users can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
function ModalBody({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setScrollable(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.body}
      {...(isScrollable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}

/** Pairs a trigger (e.g. a Button) with a Modal: `<DialogTrigger><Button/><Modal/></DialogTrigger>`. */
export { DialogTrigger };
