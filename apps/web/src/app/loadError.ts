// Words for a failed load: a 403 is a permission matter (the session stays), a timeout or a network
// failure says so, otherwise the server's message.
import { ApiError, isTimeoutError } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';

/**
 * Permission messages read 'You do not have permission to view: {what}'
 * (docs/product.md#roles-and-permissions).
 */
export function permissionMessage(what?: string): string {
  return what
    ? `You do not have permission to view: ${what}`
    : 'You do not have permission to view this page.';
}

/** True for a 403 reply: the user is signed in but may not see this. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** What went wrong, in words for the user (the server's message when it sent one). */
export function loadErrorText(error: unknown): string {
  if (isForbidden(error)) return permissionMessage();
  if (isTimeoutError(error)) return 'The server did not answer in time.';
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection.';
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}
