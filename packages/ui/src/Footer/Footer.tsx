import { Link } from 'react-aria-components';
import styles from './Footer.module.css';

export type FooterProps = {
  /** Copyright year. A prop, never the clock, so screenshots stay the same. */
  year: number;
  /** App version, shown as v{version}. */
  version: string;
  termsHref: string;
  /** Copyright holder. */
  owner?: string;
};

export const INDEPENDENT_OWNERSHIP_NOTICE = 'Each office is independently owned and operated.';
export const RESTRICTED_ACCESS_NOTICE =
  'This system is for authorized users only. Access and use are monitored; unauthorized access is prohibited.';

/** The page footer: ownership and restricted-access notices, copyright, terms and version. */
export function Footer({ year, version, termsHref, owner = 'Balance' }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <p className={styles.notice}>{INDEPENDENT_OWNERSHIP_NOTICE}</p>
      <p className={styles.notice}>{RESTRICTED_ACCESS_NOTICE}</p>
      <p className={styles.meta}>
        <span>
          © {year} {owner}. All rights reserved.
        </span>
        <span aria-hidden className={styles.dot}>
          ·
        </span>
        <Link href={termsHref} className={styles.link}>
          Terms of Use
        </Link>
        <span aria-hidden className={styles.dot}>
          ·
        </span>
        <span className={styles.version}>v{version}</span>
      </p>
    </footer>
  );
}
