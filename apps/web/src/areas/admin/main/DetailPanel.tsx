import { useState } from 'react';
import { CompanyDetail, DetailCard, Link, OfficeDetail } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { Company, OfficeDetail as OfficeRecord } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { isForbidden, permissionMessage } from '../../../app/loadError';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';

type Detail = { kind: 'companies'; company: Company } | { kind: 'offices'; office: OfficeRecord };

export type DetailPanelProps = { selection: 'companies' | 'offices'; id: number };

/**
 * The library's detail card for the selected company or office: loads the record (docs/product.md#routes).
 */
export function DetailPanel({ selection, id }: DetailPanelProps) {
  const api = useApiClient();
  const detail = useApiQuery<Detail>(['detail', selection, id], async (signal) =>
    selection === 'companies'
      ? {
          kind: 'companies',
          company: unwrap(await api.GET('/companies/{id}', { params: { path: { id } }, signal })),
        }
      : {
          kind: 'offices',
          office: unwrap(await api.GET('/Office/byid/{id}', { params: { path: { id } }, signal })),
        },
  );
  const noun = selection === 'companies' ? 'Company' : 'Office';
  const data = detail.data;
  const name = data ? (data.kind === 'companies' ? data.company.name : data.office.called) : '';
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const what = `the ${noun.toLowerCase()}`;

  return (
    <>
      {/* A failed load keeps 'Something went wrong' until it is dismissed (docs/product.md#behaviour). */}
      {detail.status === 'error' && dismissedError !== detail.error && (
        <LoadErrorNotice
          error={detail.error}
          what={what}
          onRetry={detail.reload}
          onDismiss={() => setDismissedError(detail.error)}
        />
      )}
      <DetailCard
        title={`${noun} details${name ? `: ${name}` : ''}`}
        headingLevel={2}
        isLoading={!data && (detail.status === 'loading' || detail.status === 'idle')}
        error={
          detail.status === 'error'
            ? isForbidden(detail.error)
              ? permissionMessage(what)
              : `The ${noun.toLowerCase()} could not be loaded.`
            : null
        }
        onRetry={detail.reload}
        actions={
          data && (
            <Link
              variant="standalone"
              href={
                data.kind === 'companies'
                  ? paths.companyMembership.build('profile', id)
                  : paths.officeProfile.build('contact-info', id)
              }
            >
              {data.kind === 'companies' ? 'Open company profile' : 'Open contact info'}
            </Link>
          )
        }
      >
        {data &&
          (data.kind === 'companies' ? (
            <CompanyDetail company={data.company} />
          ) : (
            <OfficeDetail office={data.office} />
          ))}
      </DetailCard>
    </>
  );
}
