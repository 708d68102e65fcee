import type { ReactNode } from 'react';
import { Spinner } from '@balance/ui';
import type { ApiQueryResult } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';

/** A part of a record while it loads, when it failed (with Retry), and once it is there. */
export function PartLoad<T>({
  query,
  what,
  children,
}: {
  query: ApiQueryResult<T>;
  /** e.g. 'settings', as in 'Loading the settings…'. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'loading' && !query.data) return <Spinner label={`Loading the ${what}…`} />;
  if (query.status === 'error' && !query.data)
    return <LoadErrorNotice error={query.error} what={`the ${what}`} onRetry={query.reload} />;
  if (query.data === undefined) return null;
  return <>{children(query.data)}</>;
}
