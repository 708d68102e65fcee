import {
  attributeNeedsNoText,
  canSearch,
  MAIN_SELECTION_LABELS,
  MAIN_SELECTIONS,
  type MainSelection,
  MIN_SEARCH_TEXT_LENGTH,
} from '@balance/domain';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Select, type SelectItem } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import styles from './SearchBar.module.css';

/** One sub-filter choice of a search attribute (e.g. Office_Status → Pending / Active). */
export type SearchSubFilter = { text: string; value: string };

/** One search attribute of the tab filter (GET /tabfilter), structurally typed. */
export type SearchAttribute = {
  text: string;
  value: string;
  subFilter?: readonly SearchSubFilter[] | null;
};

export type SearchQuery = {
  selection: MainSelection;
  /** The attribute's value, e.g. 'Agent_All', 'Office_Status'. */
  attribute: string;
  /** The chosen sub-filter value, or null when the attribute has none. */
  subFilter: string | null;
  /** The search text, trimmed. */
  text: string;
};

export type SearchBarProps = {
  /** The main selection (controlled). Leave out and use `defaultSelection` to let the bar keep it. */
  selection?: MainSelection;
  defaultSelection?: MainSelection;
  /** Called when the user picks another main selection (the app navigates to /main/{selection}). */
  onSelectionChange?: (selection: MainSelection) => void;
  /** The tab-filter attributes of the current main selection. */
  attributes: readonly SearchAttribute[];
  /**
   * Starting values, e.g. restored from the URL: applied on mount and when the selection changes from
   * outside (navigation). A selection the user picks in the bar always starts empty
   * (docs/product.md#behaviour).
   */
  defaultQuery?: Partial<Pick<SearchQuery, 'attribute' | 'subFilter' | 'text'>>;
  onSearch: (query: SearchQuery) => void;
  /** Shows a spinner on Go (and refuses a second submit) while a search runs. */
  isSearching?: boolean;
  /** The attributes are still loading. */
  isLoadingAttributes?: boolean;
  isDisabled?: boolean;
  /** The selections offered (default: all five). */
  selections?: readonly MainSelection[];
  className?: string;
};

type Draft = { attribute: string | null; subFilter: string | null; text: string };

/**
 * The admin search: main selection, attribute, optional sub-filter, text, and Go. Go follows the spec's
 * rule (`canSearch`): at least 2 characters of trimmed text unless the attribute is an `*_All` one or
 * names a Status. Enter in the text field submits only when Go is enabled.
 */
export function SearchBar({
  selection: selectionProp,
  defaultSelection = 'agents',
  onSelectionChange,
  attributes,
  defaultQuery,
  onSearch,
  isSearching = false,
  isLoadingAttributes = false,
  isDisabled = false,
  selections = MAIN_SELECTIONS,
  className,
}: SearchBarProps) {
  const [innerSelection, setInnerSelection] = useState<MainSelection>(defaultSelection);
  const selection = selectionProp ?? innerSelection;
  const initialDraft = (): Draft => ({
    attribute: defaultQuery?.attribute ?? null,
    subFilter: defaultQuery?.subFilter ?? null,
    text: defaultQuery?.text ?? '',
  });
  const [draft, setDraft] = useState<Draft>(initialDraft);

  // A new main selection starts a fresh search: first attribute, no text. When it came from outside
  // (e.g. the browser's back button to a shared URL) the app's defaultQuery describes that search.
  const [draftSelection, setDraftSelection] = useState(selection);
  const [picked, setPicked] = useState<MainSelection | null>(null);
  if (draftSelection !== selection) {
    setDraftSelection(selection);
    setPicked(null);
    setDraft(picked === selection ? { attribute: null, subFilter: null, text: '' } : initialDraft());
  }

  // The chosen attribute, falling back to the first entry; its first sub-filter is preselected.
  const attribute = attributes.find((a) => a.value === draft.attribute) ?? attributes[0];
  const subFilters = useMemo(() => attribute?.subFilter ?? [], [attribute]);
  const subFilter =
    subFilters.length === 0
      ? null
      : ((subFilters.find((s) => s.value === draft.subFilter) ?? subFilters[0] ?? null)?.value ?? null);

  const attributeItems = useMemo<SelectItem[]>(
    () => attributes.map((a) => ({ id: a.value, label: a.text })),
    [attributes],
  );
  const allowed = attribute !== undefined && canSearch(attribute.value, draft.text);
  const canSubmit = allowed && !isDisabled && !isSearching;
  const tooShort = attribute !== undefined && !allowed && draft.text.trim().length > 0;

  // What the user edits is memoized apart from `isSearching`: a search starting and its reply arriving
  // then re-render only Go, not the segments, the selects (each with its collection) and the text field
  // (issue 8: Go → rows painted).
  const segments = useMemo(() => {
    const chooseSelection = (next: MainSelection) => {
      if (next === selection) return;
      setPicked(next);
      if (selectionProp === undefined) setInnerSelection(next);
      onSelectionChange?.(next);
    };
    return (
      <ToggleButtonGroup
        aria-label="Search in"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selection]}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (typeof next === 'string' && (selections as readonly string[]).includes(next)) {
            chooseSelection(next as MainSelection);
          }
        }}
        isDisabled={isDisabled}
        className={styles.segments}
      >
        {selections.map((s) => (
          <ToggleButton key={s} id={s} className={styles.segment}>
            {MAIN_SELECTION_LABELS[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    );
  }, [selection, selectionProp, selections, onSelectionChange, isDisabled]);

  const inputs = useMemo(() => {
    const chooseAttribute = (value: string | null) => {
      const next = attributes.find((a) => a.value === value);
      if (!next) return;
      setDraft((d) => ({ ...d, attribute: next.value, subFilter: next.subFilter?.[0]?.value ?? null }));
    };
    const subFilterItems: SelectItem[] = subFilters.map((s) => ({ id: s.value, label: s.text }));
    return (
      <>
        <Select
          label="Search by"
          items={attributeItems}
          selectedKey={attribute?.value ?? null}
          onSelectionChange={chooseAttribute}
          placeholder={isLoadingAttributes ? 'Loading…' : 'No attributes'}
          isDisabled={isDisabled || isLoadingAttributes || attributes.length === 0}
          className={styles.attribute}
        />
        {subFilterItems.length > 0 && (
          <Select
            label="Filter"
            items={subFilterItems}
            selectedKey={subFilter}
            onSelectionChange={(value) => value !== null && setDraft((d) => ({ ...d, subFilter: value }))}
            isDisabled={isDisabled}
            className={styles.subFilter}
          />
        )}
        <TextField
          label="Search text"
          value={draft.text}
          onChange={(text) => setDraft((d) => ({ ...d, text }))}
          placeholder={
            attribute && attributeNeedsNoText(attribute.value)
              ? 'Optional'
              : `At least ${MIN_SEARCH_TEXT_LENGTH} characters`
          }
          icon={<Search size={16} aria-hidden />}
          description={tooShort ? `Type at least ${MIN_SEARCH_TEXT_LENGTH} characters to search.` : undefined}
          isDisabled={isDisabled}
          className={styles.text}
        />
      </>
    );
  }, [
    attributes,
    attributeItems,
    attribute,
    subFilters,
    subFilter,
    draft.text,
    tooShort,
    isDisabled,
    isLoadingAttributes,
  ]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || !attribute) return;
    onSearch({ selection, attribute: attribute.value, subFilter, text: draft.text.trim() });
  };

  return (
    <form
      role="search"
      aria-label="Search"
      className={[styles.bar, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      noValidate
    >
      {segments}
      <div className={styles.fields}>
        {inputs}
        <Button
          type="submit"
          variant="primary"
          isDisabled={!allowed || isDisabled}
          isPending={isSearching}
          className={styles.go}
        >
          Go
        </Button>
      </div>
    </form>
  );
}
