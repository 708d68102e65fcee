// The spec's "Agents with Active Listings" and "Agents with Pending Contracts" attributes list agents;
// beside their results, a link to the listings or contracts themselves.
import { Link } from 'wouter';
import type { MainSelection } from '@balance/domain';
import { paths } from '../../../../app/paths';
import styles from '../../manage/manage.module.css';

const HINTS: Record<string, { text: string; label: string; href: string }> = {
  listing_all: {
    text: 'These are the agents with active listings.',
    label: 'Search the listings themselves (Vitals → Listings List)',
    href: paths.listingsList.build(),
  },
  contract_allcontract: {
    text: 'These are the agents with pending contracts.',
    label: 'Search the contracts themselves (Vitals → Contracts)',
    href: paths.contractsList.build(),
  },
};

export function DealSearchHint({ selection, attribute }: { selection: MainSelection; attribute: string }) {
  const hint = selection === 'agents' ? HINTS[attribute.toLowerCase()] : undefined;
  if (!hint) return null;
  return (
    <p className={styles.description}>
      {hint.text} <Link href={hint.href}>{hint.label}</Link>
    </p>
  );
}
