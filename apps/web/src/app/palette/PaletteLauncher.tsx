// The palette's way in: the top bar's button and Ctrl+K / ⌘K anywhere in the area. The dialog itself
// is a lazy chunk, loaded the first time it opens, so no page pays for it up front.
import { PaletteButton } from '@balance/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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

/** The longest the first open holds typed keys for the dialog's box. */
const EARLY_TYPING_MS = 5000;

/** Whether a key press types a character into a text box (no shortcut modifier). */
const isTyping = (event: KeyboardEvent): boolean =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

export function PaletteLauncher({ commands, area, sources }: PaletteLauncherProps) {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first open on, so a second open keeps the chunk and the cached answers.
  const [wanted, setWanted] = useState(false);
  // What is typed between the first open and the dialog's box being there (its chunk still on the
  // way): kept and handed to the box, so "Ctrl+K, type at once" loses no character. Null: not waiting.
  const typedEarly = useRef<string | null>(null);
  const openedOnce = useRef(false);
  const open = useCallback(() => {
    if (!openedOnce.current) {
      openedOnce.current = true;
      typedEarly.current = '';
      // Never longer than the chunk's load (or a few seconds): the page's own typing is not held.
      const stop = () => void (typedEarly.current = null);
      loadDialog().catch(stop);
      setTimeout(stop, EARLY_TYPING_MS);
    }
    setWanted(true);
    setOpen(true);
  }, []);
  const takeTypedEarly = useCallback(() => {
    const typed = typedEarly.current ?? '';
    typedEarly.current = null;
    return typed;
  }, []);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (typedEarly.current === null) return;
      if (isTyping(event)) typedEarly.current += event.key;
      else if (event.key === 'Backspace') typedEarly.current = typedEarly.current.slice(0, -1);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
  // Fetched once the page is idle, so the first Ctrl+K opens at once and no keystroke is lost.
  useEffect(() => {
    const timer = setTimeout(() => void loadDialog(), 1500);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <PaletteButton shortcut={isMac() ? '⌘K' : 'Ctrl K'} onPress={open} />
      {wanted && (
        <Suspense fallback={null}>
          {sources}
          <PaletteDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            commands={commands}
            area={area}
            takeTypedEarly={takeTypedEarly}
          />
        </Suspense>
      )}
    </>
  );
}
