import { BookOpen, LifeBuoy, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import styles from './HelpBox.module.css';

export type HelpBoxProps = {
  /** Link to the help documents. */
  helpHref: string;
  /** Support mail address; rendered as a mailto: link. */
  supportEmail: string;
  title?: string;
  /** A short line of text above the links. */
  text?: string;
};

/** A small box with a link to the help documents and a support mail link. */
export function HelpBox({
  helpHref,
  supportEmail,
  title = 'Need help?',
  text = 'Read the help documents or write to support.',
}: HelpBoxProps) {
  const headingId = useId();
  return (
    <section className={styles.helpBox} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        <LifeBuoy size={16} aria-hidden />
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ul className={styles.links}>
        <li>
          <Link href={helpHref} className={styles.link}>
            <BookOpen size={16} aria-hidden />
            <span>Help documents</span>
          </Link>
        </li>
        <li>
          {/* A plain anchor: mailto: must reach the browser, never the app's router. */}
          <a href={`mailto:${supportEmail}`} className={styles.link}>
            <Mail size={16} aria-hidden />
            <span className={styles.mail}>{supportEmail}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
