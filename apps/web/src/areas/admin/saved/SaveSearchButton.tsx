import { Bookmark } from 'lucide-react';
import { Button, useToast } from '@balance/ui';
import { useState } from 'react';
import { PAGE_SIZE_OPTIONS, SAVED_SEARCH_MESSAGES, type MainSelection } from '@balance/domain';
import type { SearchQuery } from '../main/searchQuery';
import { SaveSearchDialog } from './SaveSearchDialog';
import { useSavedSearches } from './savedSearches';

export type SaveSearchButtonProps = {
  selection: MainSelection;
  /** The search the page shows (the URL's). */
  query: SearchQuery;
  /** The grid's visible columns, in order. */
  columns: readonly string[];
};

/** Saves the search on screen under a name, for the sidebar and the palette. */
export function SaveSearchButton({ selection, query, columns }: SaveSearchButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const saved = useSavedSearches();
  const toast = useToast();
  return (
    <>
      <Button icon={<Bookmark size={16} aria-hidden />} onPress={() => setOpen(true)}>
        Save Search
      </Button>
      {isOpen && (
        <SaveSearchDialog
          target={{
            kind: 'create',
            search: {
              selection,
              attribute: query.attribute,
              subFilter: query.subFilter,
              text: query.text,
              pageSize: PAGE_SIZE_OPTIONS.find((size) => size === query.pageSize) ?? PAGE_SIZE_OPTIONS[2],
              columns: [...columns],
            },
          }}
          existing={saved.data ?? []}
          onClose={() => setOpen(false)}
          onSaved={() => toast.show(SAVED_SEARCH_MESSAGES.saved)}
        />
      )}
    </>
  );
}
