import { Search } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import styles from './CommandPalette.module.css';

export type PaletteButtonProps = {
  onPress: () => void;
  /** The shortcut shown on wide screens ("Ctrl K" or "⌘K"). */
  shortcut: string;
};

/** The top bar's way into the command palette; on a phone only the icon shows, with its name kept. */
export function PaletteButton({ onPress, shortcut }: PaletteButtonProps) {
  return (
    <AriaButton
      className={styles.launcher}
      onPress={onPress}
      // The name holds the visible text ("Search… Ctrl K") as label-in-name asks (axe checked), and differs from
      // the "Search" buttons pages have of their own.
      aria-label={`Search, ${shortcut}`}
      aria-keyshortcuts={shortcut.startsWith('⌘') ? 'Meta+K' : 'Control+K'}
    >
      <Search size={16} aria-hidden />
      <span className={styles.launcherText} aria-hidden>
        Search…
      </span>
      <kbd className={styles.launcherKey} aria-hidden>
        {shortcut}
      </kbd>
    </AriaButton>
  );
}
