import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { userSettingsState } from '../states/userSettingsState';

export const DRAFT_PREFIX = 'balance-draft';

function draftKey(userId: number | undefined, formKey: string): string {
  return `${DRAFT_PREFIX}:${userId ?? 'anonymous'}:${formKey}`;
}

function readDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/**
 * A form's values, kept as a draft in sessionStorage (keyed by user and form) while they differ from
 * what was loaded. If the session expires mid-edit, logging in again as the same user brings the
 * typed values back. `clearDraft` after a successful save.
 */
export function useDraft<T extends object>(formKey: string, initial: T) {
  const user = useAtomValue(userSettingsState);
  const key = draftKey(user?.userID, formKey);
  const [restored] = useState(() => readDraft<T>(key));
  const [values, setValues] = useState<T>(() => (restored ? { ...initial, ...restored } : initial));
  const dirty = useRef(restored !== null);

  useEffect(() => {
    if (!dirty.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the draft simply is not kept.
    }
  }, [key, values]);

  /** Applies what the user typed (kept as a draft); `{ typed: false }` for values the page filled in. */
  const update = useCallback((patch: Partial<T>, { typed = true }: { typed?: boolean } = {}) => {
    if (typed) dirty.current = true;
    setValues((previous) => ({ ...previous, ...patch }));
  }, []);

  /** Replaces the values without marking them as a draft (e.g. when the record loads). */
  const reset = useCallback(
    (next: T) => {
      dirty.current = false;
      sessionStorage.removeItem(key);
      setValues(next);
    },
    [key],
  );

  const clearDraft = useCallback(() => {
    dirty.current = false;
    sessionStorage.removeItem(key);
  }, [key]);

  return { values, update, reset, clearDraft, wasRestored: restored !== null };
}
