import { useState } from 'react';
import { DetailCard, DetailList, Link } from '@balance/ui';
import { isForbidden, permissionMessage } from '../../../../app/loadError';
import { LoadErrorNotice } from '../../../../app/LoadErrorNotice';
import { useRecord } from '../controllers';
import type { Resource } from '../resource';

/**
 * The detail card of the row selected in the grid: the record (the same cache entry as its page, so a
 * save shows here at once) and a link to its page. A failed load keeps its notice until dismissed.
 */
export function RecordDetailCard<Record, Values, Row>({
  resource,
  id,
}: {
  resource: Resource<Record, Values, Row>;
  id: number;
}) {
  const record = useRecord(resource, id);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const noun = resource.noun.toLowerCase();
  const what = `the ${noun}`;
  const data = record.data;
  return (
    <>
      {record.status === 'error' && dismissedError !== record.error && (
        <LoadErrorNotice
          error={record.error}
          what={what}
          onRetry={record.reload}
          onDismiss={() => setDismissedError(record.error)}
        />
      )}
      <DetailCard
        title={`${resource.noun} details${data ? `: ${resource.title(data)}` : ''}`}
        headingLevel={2}
        isLoading={!data && (record.status === 'loading' || record.status === 'idle')}
        error={
          record.status === 'error'
            ? isForbidden(record.error)
              ? permissionMessage(what)
              : `The ${noun} could not be loaded.`
            : null
        }
        onRetry={record.reload}
        actions={
          data && (
            <Link variant="standalone" href={resource.page.href(id)}>
              {resource.page.linkLabel}
            </Link>
          )
        }
      >
        {data && <DetailList items={resource.detail(data)} />}
      </DetailCard>
    </>
  );
}
