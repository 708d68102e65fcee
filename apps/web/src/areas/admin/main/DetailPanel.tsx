import { MESSAGES } from '@balance/domain';
import { CompanyDetail, DetailCard, Link, OfficeDetail } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { Company, OfficeDetail as OfficeRecord } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { isForbidden, permissionMessage } from '../../../app/loadError';
import { paths } from '../../../app/paths';

type Detail = { kind: 'companies'; company: Company } | { kind: 'offices'; office: OfficeRecord };

export type DetailPanelProps = { selection: 'companies' | 'offices'; id: number };

/** The library's detail card for the selected company or office: loads the record (SPEC §2). */
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

  return (
    <DetailCard
      title={`${noun} details${name ? `: ${name}` : ''}`}
      headingLevel={2}
      isLoading={!data && (detail.status === 'loading' || detail.status === 'idle')}
      error={
        detail.status === 'error'
          ? isForbidden(detail.error)
            ? permissionMessage(`the ${noun.toLowerCase()}`)
            : MESSAGES.somethingWentWrong
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
  );
}
