import { SNACKBAR_DURATION_MS } from '@balance/domain';
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../Button/Button';
import styles from './Toast.module.css';

export type ToastTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger';

const ICONS: Record<ToastTone, ReactNode> = {
  neutral: <Info size={16} aria-hidden />,
  info: <Info size={16} aria-hidden />,
  success: <CheckCircle2 size={16} aria-hidden />,
  warning: <AlertTriangle size={16} aria-hidden />,
  danger: <AlertCircle size={16} aria-hidden />,
};

export type ToastViewProps = {
  message: ReactNode;
  tone?: ToastTone;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** The pointer is over it or focus is inside it (either holds the auto-dismiss timer). */
  onHoldChange?: (source: HoldSource, held: boolean) => void;
};

export type HoldSource = 'pointer' | 'focus';

/** The visual of one toast (no timer). */
export function ToastView({ message, tone = 'neutral', onDismiss, onHoldChange }: ToastViewProps) {
  return (
    <div
      className={styles.toast}
      data-tone={tone}
      onPointerEnter={() => onHoldChange?.('pointer', true)}
      onPointerLeave={() => onHoldChange?.('pointer', false)}
      onFocus={() => onHoldChange?.('focus', true)}
      onBlur={(event) => {
        // Focus moving between elements inside the toast keeps it held.
        if (!event.currentTarget.contains(event.relatedTarget)) onHoldChange?.('focus', false);
      }}
    >
      <span className={styles.icon}>{ICONS[tone]}</span>
      <span className={styles.message}>{message}</span>
      {onDismiss && (
        <IconButton label="Dismiss notification" icon={<X size={16} aria-hidden />} onPress={onDismiss} />
      )}
    </div>
  );
}

/**
 * Calls `onElapsed` once `duration` ms have passed while not paused. `null` never elapses.
 * Pausing keeps the remaining time (WCAG 2.2.1: the user can hold a message by hovering or focusing it).
 */
function useAutoDismiss(duration: number | null, isActive: boolean, onElapsed: () => void) {
  // Two flags: the pointer leaving must not restart the timer while focus is still inside, nor the
  // reverse.
  const [held, setHeld] = useState<Record<HoldSource, boolean>>({ pointer: false, focus: false });
  const isPaused = held.pointer || held.focus;
  const remaining = useRef(duration);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });
  useEffect(() => {
    remaining.current = duration;
  }, [duration, isActive]);
  useEffect(() => {
    if (!isActive || isPaused || remaining.current === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null)
        remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isActive, isPaused]);
  return useCallback(
    (source: HoldSource, isHeld: boolean) => setHeld((current) => ({ ...current, [source]: isHeld })),
    [],
  );
}

export type SnackbarProps = {
  /** Whether the snackbar is showing (controlled). */
  isOpen: boolean;
  /** Called when the duration elapses or the user dismisses it. */
  onClose: () => void;
  message: ReactNode;
  tone?: ToastTone;
  /**
   * Milliseconds until it closes by itself; `null` keeps it until dismissed. Default 3000
   * (docs/product.md#constants-and-limits).
   */
  duration?: number | null;
  /** Shows a close button. Default true. */
  isDismissable?: boolean;
};

/**
 * A single controlled snackbar at the bottom of the screen, announced politely. The live region is
 * always in the page so screen readers hear the message when it appears.
 */
export function Snackbar({
  isOpen,
  onClose,
  message,
  tone = 'success',
  duration = SNACKBAR_DURATION_MS,
  isDismissable = true,
}: SnackbarProps) {
  const onHoldChange = useAutoDismiss(duration, isOpen, onClose);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {isOpen && (
        <ToastView
          message={message}
          tone={tone}
          onDismiss={isDismissable ? onClose : undefined}
          onHoldChange={onHoldChange}
        />
      )}
    </div>
  );
}

export type ToastOptions = {
  tone?: ToastTone;
  /** Milliseconds; `null` keeps it until dismissed. Default 3000. */
  duration?: number | null;
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
};

type QueuedToast = { id: string; message: ReactNode; tone: ToastTone; duration: number | null };

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the app: use `useToast()` anywhere below it. Shows at most `maxVisible` at once. */
export function ToastProvider({ children, maxVisible = 3 }: { children: ReactNode; maxVisible?: number }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: ReactNode, options: ToastOptions = {}) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    const toast: QueuedToast = {
      id,
      message,
      tone: options.tone ?? 'success',
      duration: options.duration === undefined ? SNACKBAR_DURATION_MS : options.duration,
    };
    setToasts((current) => [...current, toast]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const visible = toasts.slice(-maxVisible);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label="Notifications" className={styles.regionWrap}>
        <div role="status" aria-live="polite">
          {visible.length > 0 && (
            <ol className={styles.list}>
              {visible.map((toast) => (
                <QueuedToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
              ))}
            </ol>
          )}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function QueuedToastItem({ toast, onClose }: { toast: QueuedToast; onClose: () => void }) {
  const onHoldChange = useAutoDismiss(toast.duration, true, onClose);
  return (
    <li className={styles.item}>
      <ToastView message={toast.message} tone={toast.tone} onDismiss={onClose} onHoldChange={onHoldChange} />
    </li>
  );
}

/** Shows toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
