// One confirmed action on a record (lock, role, a member added): one call at a time, the server's
// answer written to the record's cache (its page and detail card show it at once), its search rows
// fetched again, and a failure read the way a form reads it (401 keeps the page, 403 says why).
import { useRef, useState } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { AppApiClient } from '../../../api/client';
import { readSaveError } from '../../../app/forms';
import { useSavedRecord } from './controllers';
import type { Resource } from './resource';

export type ActionOutcome = { tone: 'success' | 'error'; text: string } | null;

export function useRecordAction<Record, Values, Row>(resource: Resource<Record, Values, Row>, id: number) {
  const api = useApiClient();
  const stored = useSavedRecord(resource);
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);

  /** Runs `call` unless one is on its way; resolves true when it succeeded. */
  const run = async (
    call: (api: AppApiClient) => Promise<Record | null>,
    messages: { success: string; failure: string },
  ): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setRunning(true);
    setOutcome(null);
    try {
      const record = await call(api);
      if (record) stored(id, record);
      setOutcome({ tone: 'success', text: messages.success });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: readSaveError(error, [], messages.failure).formError });
      return false;
    } finally {
      running.current = false;
      setRunning(false);
    }
  };
  return { run, isRunning, outcome, clear: () => setOutcome(null) };
}
