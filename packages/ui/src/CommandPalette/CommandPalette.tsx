import { Search } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal as AriaModal,
  ModalOverlay,
  SearchField,
  Text,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import styles from './CommandPalette.module.css';
import { Highlight } from './Highlight';

export type PaletteItem = {
  /** Unique across every group. */
  id: string;
  /** What the item is, said before its title to screen readers and shown as a tag ("Agent", "Page"). */
  kind: string;
  title: string;
  detail?: string;
};

export type PaletteGroup = { id: string; label: string; items: PaletteItem[] };

export type PaletteStatus = 'ready' | 'loading' | 'slow' | 'error';

export type CommandPaletteProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  groups: PaletteGroup[];
  /** `loading` shows a spinner beside the box; `slow` also says so; `error` shows the message. */
  status: PaletteStatus;
  errorMessage?: string;
  onRetry?: () => void;
  onSelect: (item: PaletteItem) => void;
  /** Shown when the query finds nothing. */
  emptyMessage?: ReactNode;
  placeholder?: string;
  /** Shown under the box (e.g. the keys that work). */
  hint?: ReactNode;
  /** The text the shown results answer, as `data-answered` (tests and benchmarks wait for it). */
  answered?: string;
};

/**
 * A command palette: one search box over grouped results in a modal dialog (react-aria Autocomplete
 * over a Menu, so arrows move through the results while focus stays in the box, and Enter opens).
 * The caller finds the items; the matched text is highlighted in each title.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  query,
  onQueryChange,
  groups,
  status,
  errorMessage,
  onRetry,
  onSelect,
  emptyMessage = 'Nothing found.',
  placeholder = 'Search records, pages and actions',
  hint,
  answered,
}: CommandPaletteProps) {
  // The box takes focus on every open (the dialog would otherwise focus itself), so typing goes there.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  const byId = new Map(groups.flatMap((g) => g.items.map((item) => [item.id, item] as const)));
  const latest = useRef({ byId, onSelect });
  useLayoutEffect(() => {
    latest.current = { byId, onSelect };
  });
  // Enter opens the result shown focused. react-aria forwards Enter to the item it last recorded as
  // active, and when a later answer replaces the list that record can name an item already gone: Enter
  // then did nothing while a result was highlighted. Listened to on the box itself, before React sees it.
  const boxRef = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (!input) return;
    function onEnter(event: KeyboardEvent) {
      if (event.key !== 'Enter' || event.isComposing) return;
      const menu = input?.ownerDocument.getElementById(input.getAttribute('aria-controls') ?? '');
      const focused = menu?.querySelector<HTMLElement>('[role="menuitem"][data-focused="true"]');
      const item = latest.current.byId.get(focused?.dataset.paletteId ?? '');
      if (!item) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onSelect(item);
    }
    input.addEventListener('keydown', onEnter);
    return () => {
      input.removeEventListener('keydown', onEnter);
      inputRef.current = null;
    };
  }, []);
  const visible = groups.filter((g) => g.items.length > 0);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <AriaModal className={styles.modal}>
        <Dialog
          className={styles.dialog}
          aria-label="Command palette"
          data-answered={answered}
          data-status={status}
        >
          <Autocomplete inputValue={query} onInputChange={onQueryChange}>
            <SearchField aria-label="Search" className={styles.field}>
              <Search size={18} aria-hidden className={styles.searchIcon} />
              <Input ref={boxRef} className={styles.input} placeholder={placeholder} maxLength={100} />
              {(status === 'loading' || status === 'slow') && <Spinner size="sm" label="Searching" />}
            </SearchField>
            {status === 'slow' && (
              <p className={styles.note} role="status">
                Still searching…
              </p>
            )}
            {status === 'error' && (
              <div className={styles.error} role="alert">
                <span>{errorMessage ?? 'The search failed.'}</span>
                {onRetry && (
                  <Button size="sm" onPress={onRetry}>
                    Try again
                  </Button>
                )}
              </div>
            )}
            {visible.length === 0 ? (
              status === 'ready' && (
                <p className={styles.empty} role="status">
                  {emptyMessage}
                </p>
              )
            ) : (
              <Menu
                className={styles.menu}
                aria-label="Results"
                items={visible}
                // Each title's highlight depends on the query, not only on its item.
                dependencies={[query]}
                onAction={(key) => {
                  const item = byId.get(String(key));
                  if (item) onSelect(item);
                }}
              >
                {(group) => (
                  <MenuSection id={group.id} className={styles.section}>
                    <Header className={styles.groupLabel}>{group.label}</Header>
                    <Collection items={group.items} dependencies={[query]}>
                      {(item) => (
                        <MenuItem
                          id={item.id}
                          data-palette-id={item.id}
                          textValue={`${item.kind}: ${item.title}`}
                          className={styles.item}
                        >
                          <span className={styles.kind} aria-hidden>
                            {item.kind}
                          </span>
                          <Text slot="label" className={styles.title}>
                            {/* The kind is read first (the visible tag beside it is hidden from readers). */}
                            <span className="visually-hidden">{`${item.kind}: `}</span>
                            <Highlight text={item.title} query={query} />
                          </Text>
                          {item.detail && (
                            <Text slot="description" className={styles.detail}>
                              {item.detail}
                            </Text>
                          )}
                        </MenuItem>
                      )}
                    </Collection>
                  </MenuSection>
                )}
              </Menu>
            )}
            {hint && <p className={styles.hint}>{hint}</p>}
          </Autocomplete>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
