// Commands a page offers the palette while it is on screen (e.g. "Export the current grid"): the page
// registers them here and the palette lists them with the area's actions.
import { atom, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';

export type PaletteCommand = {
  id: string;
  label: string;
  /** What the command is, said first to screen readers ("Page", "Action", "Saved search"). */
  kind: string;
  /** The heading it is listed under ("Pages", "Actions", "Saved searches"). */
  group: string;
  detail?: string;
  /** A page to open, or something to run. */
  href?: string;
  run?: () => void;
};

export const pageCommandsState = atom<readonly PaletteCommand[]>([]);

/** Offers `commands` to the palette while the calling component is mounted. */
export function usePaletteCommands(commands: readonly PaletteCommand[]): void {
  const setCommands = useSetAtom(pageCommandsState);
  useEffect(() => {
    if (commands.length === 0) return;
    const ids = new Set(commands.map((c) => c.id));
    setCommands((all) => [...all.filter((c) => !ids.has(c.id)), ...commands]);
    return () => setCommands((all) => all.filter((c) => !commands.includes(c)));
  }, [commands, setCommands]);
}

const NONE: readonly PaletteCommand[] = [];

/** Offers `command` to the palette while the calling component is mounted (null: nothing now). */
export function usePaletteCommand(command: PaletteCommand | null): void {
  usePaletteCommands(useMemo(() => (command ? [command] : NONE), [command]));
}

/** Commands whose label contains the text (all of them for an empty text). */
export function matchCommands(commands: readonly PaletteCommand[], text: string): PaletteCommand[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...commands];
  return commands.filter((c) => c.label.toLowerCase().includes(needle));
}
