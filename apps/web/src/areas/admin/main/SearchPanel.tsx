import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import {
  attributeNeedsNoText,
  MAIN_SELECTION_LABELS,
  MAIN_SELECTIONS,
  type MainSelection,
} from '@balance/domain';
import { Button, Select, TextField } from '@balance/ui';
import type { useMainSearch } from './useMainSearch';
import styles from './MainPage.module.css';

export type SearchPanelProps = {
  selection: MainSelection;
  search: ReturnType<typeof useMainSearch>;
  isLoadingAttributes: boolean;
  isSearching: boolean;
};

const SELECTION_ITEMS = MAIN_SELECTIONS.map((id) => ({ id, label: MAIN_SELECTION_LABELS[id] }));

/** The search bar: main selection, attribute, its sub-filter, search text and Go (SPEC §4, §5). */
export function SearchPanel({ selection, search, isLoadingAttributes, isSearching }: SearchPanelProps) {
  const { attributes, currentAttribute, draft, canGo } = search;
  const needsNoText = draft.attribute !== '' && attributeNeedsNoText(draft.attribute);
  const subFilters = currentAttribute?.subFilter ?? [];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    search.go();
  }

  return (
    <form
      className={styles.searchBar}
      role="search"
      aria-label={`Search ${MAIN_SELECTION_LABELS[selection]}`}
      onSubmit={handleSubmit}
    >
      <Select
        label="Search in"
        items={SELECTION_ITEMS}
        selectedKey={selection}
        onSelectionChange={(key) => {
          if (key && key !== selection) search.changeSelection(key as MainSelection);
        }}
        className={styles.selectionField}
      />
      <Select
        label="Search by"
        items={attributes.map((attribute) => ({ id: attribute.value, label: attribute.text }))}
        selectedKey={draft.attribute || null}
        onSelectionChange={(key) => key && search.setAttribute(key)}
        isDisabled={isLoadingAttributes || attributes.length === 0}
        placeholder={isLoadingAttributes ? 'Loading…' : 'Choose'}
        className={styles.attributeField}
      />
      {subFilters.length > 0 && (
        <Select
          label="Filter"
          items={subFilters.map((option) => ({ id: option.value, label: option.text }))}
          selectedKey={draft.subFilter || null}
          onSelectionChange={(key) => key && search.setSubFilter(key)}
          className={styles.subFilterField}
        />
      )}
      <TextField
        label="Search text"
        type="search"
        value={draft.text}
        onChange={search.setText}
        icon={<Search size={16} />}
        placeholder={needsNoText ? 'Optional' : 'At least 2 characters'}
        description={needsNoText ? undefined : undefined}
        className={styles.textField}
      />
      <Button
        type="submit"
        variant="primary"
        isDisabled={!canGo}
        isPending={isSearching}
        className={styles.goButton}
      >
        Go
      </Button>
    </form>
  );
}
