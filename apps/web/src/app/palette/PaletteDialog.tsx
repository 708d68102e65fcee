// The palette's dialog (loaded on first open): records from the server, and the area's pages, actions
// and saved searches matched here, grouped by kind; Enter opens the focused one.
import { PALETTE_KIND_LABELS, PALETTE_KINDS, type Area } from '@balance/domain';
import { CommandPalette, type PaletteGroup, type PaletteItem } from '@balance/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { PaletteHit } from '../../api/types';
import { sessionState } from '../../states/sessionState';
import { isForbidden } from '../loadError';
import { matchCommands, pageCommandsState, type PaletteCommand } from './commands';
import { readRecents, rememberRecent } from './recents';
import { PALETTE_RECORDS } from './registry';
import { usePaletteSearch } from './usePaletteSearch';

export type PaletteDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The area's pages, actions and saved searches, in the order their groups are shown. */
  commands: readonly PaletteCommand[];
  /** The area it is opened in: a contract opens its page there. */
  area: Area;
  /** What was typed while the dialog's chunk loaded (read once, when it mounts): the box starts with it. */
  takeTypedEarly?: () => string;
};

const recordId = (hit: PaletteHit) => `record:${hit.kind}:${hit.id}`;

function hitItem(hit: PaletteHit): PaletteItem {
  return { id: recordId(hit), kind: PALETTE_KIND_LABELS[hit.kind].one, title: hit.title, detail: hit.detail };
}

/** Commands grouped by their `group`, in the order the groups first appear. */
function commandGroups(commands: readonly PaletteCommand[]): PaletteGroup[] {
  const groups = new Map<string, PaletteGroup>();
  for (const c of commands) {
    const group = groups.get(c.group) ?? { id: `group:${c.group}`, label: c.group, items: [] };
    group.items.push({
      id: `command:${c.id}`,
      kind: c.kind,
      title: c.label,
      ...(c.detail ? { detail: c.detail } : {}),
    });
    groups.set(c.group, group);
  }
  return [...groups.values()];
}

export default function PaletteDialog({
  isOpen,
  onOpenChange,
  commands,
  area,
  takeTypedEarly,
}: PaletteDialogProps) {
  const [, navigate] = useLocation();
  const userId = useAtomValue(sessionState)?.user.userID ?? 0;
  const pageCommands = useAtomValue(pageCommandsState);
  const [query, setQuery] = useState(() => takeTypedEarly?.() ?? '');
  const search = usePaletteSearch(query, isOpen);
  const recents = useMemo(() => (isOpen ? readRecents(userId) : []), [isOpen, userId]);
  const all = useMemo(() => [...pageCommands, ...commands], [pageCommands, commands]);
  const empty = query.trim() === '';

  const groups = useMemo<PaletteGroup[]>(() => {
    const matched = commandGroups(matchCommands(all, query));
    if (empty) return [{ id: 'recent', label: 'Recent', items: recents.map(hitItem) }, ...matched];
    const records = PALETTE_KINDS.map((kind) => ({
      id: `kind:${kind}`,
      label: PALETTE_KIND_LABELS[kind].group,
      items: search.hits.filter((hit) => hit.kind === kind).map(hitItem),
    }));
    return [...records, ...matched];
  }, [all, query, empty, recents, search.hits]);

  function close() {
    onOpenChange(false);
    setQuery('');
  }

  function select(item: PaletteItem) {
    const hit = [...recents, ...search.hits].find((h) => recordId(h) === item.id);
    if (hit) {
      rememberRecent(userId, hit);
      close();
      navigate(`~${PALETTE_RECORDS[hit.kind].href(hit, area)}`);
      return;
    }
    const command = all.find((c) => `command:${c.id}` === item.id);
    if (!command) return;
    close();
    if (command.href) navigate(`~${command.href}`);
    command.run?.();
  }

  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      status={empty ? 'ready' : search.status}
      errorMessage={
        isForbidden(search.error)
          ? 'You may not search records here.'
          : 'The search failed. Check your connection.'
      }
      onRetry={search.reload}
      onSelect={select}
      emptyMessage={empty ? 'Type a name, number, e-mail or address.' : `Nothing matches “${query.trim()}”.`}
      hint="↑ ↓ to move, Enter to open, Esc to close"
      answered={empty ? '' : search.answered}
    />
  );
}
