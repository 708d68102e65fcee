// The palette's way in: the top bar's button and Ctrl+K / ⌘K anywhere in the area. The dialog itself
// is a lazy chunk, loaded the first time it opens, so no page pays for it up front.
import { PaletteButton } from '@balance/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Area } from '@balance/domain';
import type { PaletteCommand } from './commands';

const loadDialog = () => import('./PaletteDialog');
const PaletteDialog = lazy(loadDialog);

const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export type PaletteLauncherProps = {
  commands: readonly PaletteCommand[];
  area: Area;
  /** Mounted from the first open on: components that offer more commands (the saved searches). */
  sources?: ReactNode;
};

export function PaletteLauncher({ commands, area, sources }: PaletteLauncherProps) {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first open on, so a second open keeps the chunk and the cached answers.
  const [wanted, setWanted] = useState(false);
  // Fetched once the page is idle, so the first Ctrl+K opens at once and no keystroke is lost.
  useEffect(() => {
    const timer = setTimeout(() => void loadDialog(), 1500);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <PaletteButton
        shortcut={isMac() ? '⌘K' : 'Ctrl K'}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          {sources}
          <PaletteDialog isOpen={isOpen} onOpenChange={setOpen} commands={commands} area={area} />
        </Suspense>
      )}
    </>
  );
}
