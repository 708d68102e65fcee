// The one way a page says that its data could not be loaded (docs/product.md#messages): the persistent
// 'Something went wrong' notice with Dismiss and Retry, or, for a 403, a permission message (the session stays).
import { MESSAGES } from '@balance/domain';
import { ErrorNotice } from '@balance/ui';
import { isForbidden, loadErrorText, permissionMessage } from './loadError';

export { isForbidden, loadErrorText, permissionMessage } from './loadError';

export type LoadErrorNoticeProps = {
  error: unknown;
  /** What was being loaded, e.g. 'the company' (used in the detail line and the permission message). */
  what?: string;
  /** A more specific line (defaults to "{what} could not be loaded." and the reason). */
  details?: string;
  onRetry?: () => void;
  onDismiss?: () => void;
  /** Controlled visibility; by default the notice hides itself on Dismiss. */
  isOpen?: boolean;
  className?: string;
};

export function LoadErrorNotice({
  error,
  what,
  details,
  onRetry,
  onDismiss,
  isOpen,
  className,
}: LoadErrorNoticeProps) {
  const common = {
    ...(onDismiss ? { onDismiss } : {}),
    ...(isOpen === undefined ? {} : { isOpen }),
    className,
  };
  if (isForbidden(error)) {
    return (
      <ErrorNotice
        message={permissionMessage(what)}
        details="You are still signed in. Ask your office administrator if you need access."
        {...common}
      />
    );
  }
  const reason = loadErrorText(error);
  const line =
    details ?? [what ? `${capitalize(what)} could not be loaded.` : null, reason].filter(Boolean).join(' ');
  return (
    <ErrorNotice
      message={MESSAGES.somethingWentWrong}
      details={line === '' || line === MESSAGES.somethingWentWrong ? undefined : line}
      {...(onRetry ? { onRetry } : {})}
      {...common}
    />
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
