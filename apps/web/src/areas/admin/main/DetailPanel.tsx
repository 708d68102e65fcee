import { ChevronDown } from 'lucide-react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading, Link } from 'react-aria-components';
import { formatBoolean, formatDate, formatNumber, formatPhone } from '@balance/domain';
import { Spinner } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { Company, OfficeDetail } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import styles from './MainPage.module.css';

type Field = { label: string; value: string };

function companyFields(company: Company): Field[] {
  return [
    { label: 'ID', value: String(company.id) },
    { label: 'Active', value: formatBoolean(company.active) },
    { label: 'Date Created', value: formatDate(company.dateCreated) },
    { label: 'Created By', value: company.createdByName },
    { label: 'Offices', value: formatNumber(company.officeCount) },
    { label: 'Address', value: company.address },
    { label: 'City', value: company.city },
    { label: 'State', value: company.state },
    { label: 'Zip', value: company.zip },
    { label: 'Country', value: company.country },
    { label: 'Main Phone', value: formatPhone(company.mainPhone) },
    { label: 'Main Email', value: company.mainEmail },
  ];
}

function officeFields(office: OfficeDetail): Field[] {
  return [
    { label: 'ID', value: String(office.id) },
    { label: 'Office #', value: office.officeNum },
    { label: 'Company', value: office.companyName },
    { label: 'Status', value: office.activeText },
    { label: 'Address', value: office.address },
    { label: 'City', value: office.city },
    { label: 'State', value: office.state },
    { label: 'Zip', value: office.zip },
    { label: 'Country', value: office.country },
    { label: 'Main Phone', value: formatPhone(office.mainPhone) },
    { label: 'Main Fax', value: formatPhone(office.mainFax) },
    { label: 'Main Email', value: office.mainEmail },
    { label: 'Active In Company', value: formatBoolean(office.activeInCompany) },
    { label: 'Agents', value: formatNumber(office.agentCount) },
    { label: 'Staff', value: formatNumber(office.staffCount) },
  ];
}

/** The detail card of the selected company or office: collapsible, open by default (SPEC §2). */
export function DetailPanel({ selection, id }: { selection: 'companies' | 'offices'; id: number }) {
  const api = useApiClient();
  const detail = useApiQuery<{ title: string; fields: Field[]; href: string; linkLabel: string }>(
    ['detail', selection, id],
    async (signal) => {
      if (selection === 'companies') {
        const company = unwrap(await api.GET('/companies/{id}', { params: { path: { id } }, signal }));
        return {
          title: company.name,
          fields: companyFields(company),
          href: paths.companyMembership.build('profile', id),
          linkLabel: 'Open company profile',
        };
      }
      const office = unwrap(await api.GET('/Office/byid/{id}', { params: { path: { id } }, signal }));
      return {
        title: office.called,
        fields: officeFields(office),
        href: paths.officeProfile.build('contact-info', id),
        linkLabel: 'Open contact info',
      };
    },
  );
  const noun = selection === 'companies' ? 'Company' : 'Office';

  return (
    <Disclosure defaultExpanded className={styles.detailCard}>
      <Heading level={2} className={styles.detailHeading}>
        <AriaButton slot="trigger" className={styles.detailTrigger}>
          <ChevronDown size={16} aria-hidden className={styles.detailChevron} />
          {noun} details{detail.data ? `: ${detail.data.title}` : ''}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.detailPanel}>
        {detail.status === 'loading' && !detail.data && <Spinner label={`Loading ${noun.toLowerCase()}…`} />}
        {detail.status === 'error' && (
          <LoadErrorNotice error={detail.error} what={`the ${noun.toLowerCase()}`} onRetry={detail.reload} />
        )}
        {detail.data && (
          <>
            <dl className={styles.detailList}>
              {detail.data.fields.map((field) => (
                <div key={field.label} className={styles.detailItem}>
                  <dt>{field.label}</dt>
                  <dd>{field.value || '—'}</dd>
                </div>
              ))}
            </dl>
            <Link href={detail.data.href} className={styles.detailLink}>
              {detail.data.linkLabel}
            </Link>
          </>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
