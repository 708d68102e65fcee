import { Plus } from 'lucide-react';
import { Link } from 'react-aria-components';
import { MAIN_SELECTION_LABELS, type MainSelection } from '@balance/domain';
import { paths } from '../../../app/paths';
import styles from './MainPage.module.css';

/** The plus button: /main/add-new/{mainSelection} (not offered for regions). */
export function AddNewButton({ selection }: { selection: MainSelection }) {
  const noun = MAIN_SELECTION_LABELS[selection].replace(/ies$/, 'y').replace(/s$/, '');
  return (
    // Named by its visible text (WCAG 2.5.3, label in name).
    <Link href={paths.addNew.build(selection)} className={styles.addNew}>
      <Plus size={18} aria-hidden />
      <span>Add {noun}</span>
    </Link>
  );
}
