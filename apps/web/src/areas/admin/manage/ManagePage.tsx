import type { ReactNode } from 'react';
import type { MainSelection } from '@balance/domain';
import { AdminLayout } from '../layout/AdminLayout';
import styles from './manage.module.css';

export type ManagePageProps = {
  section: MainSelection;
  title: string;
  description?: ReactNode;
  /** Shown beside the title: the company or office picker. */
  context?: ReactNode;
  children: ReactNode;
};

/** The frame of a management page: admin layout, a title, the record it works on, the content. */
export function ManagePage({ section, title, description, context, children }: ManagePageProps) {
  return (
    <AdminLayout section={section}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {context && <div className={styles.context}>{context}</div>}
        </header>
        {children}
      </div>
    </AdminLayout>
  );
}

/** Shown when a page needs a company or office and none is chosen. */
export function ChooseFirst({ children }: { children: ReactNode }) {
  return <div className={styles.chooseFirst}>{children}</div>;
}
