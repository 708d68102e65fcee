// The sidebar's saved searches: each opens its search (a link, so it can be copied and shared), says
// so when it refers to something no longer offered, and can be renamed or deleted.
import { SAVED_SEARCH_MESSAGES } from '@balance/domain';
import { ConfirmDialog, IconButton, Link, Spinner } from '@balance/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { SavedSearch } from '../../../api/types';
import { tabFilterState } from '../../../states/tabFilterState';
import { SaveSearchDialog } from './SaveSearchDialog';
import { SAVED_SEARCHES_KEY, savedSearchHref, savedSearchProblem, useSavedSearches } from './savedSearches';
import styles from './saved.module.css';

export function SavedSearchesNav() {
  const saved = useSavedSearches();
  const load = useAtomValue(tabFilterState);
  const tabFilter = load.status === 'ready' ? load.data : null;
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const api = useApiClient();
  const queryClient = useQueryClient();
  // Said here rather than in a snackbar: the sidebar sits outside the page's toast region.
  const [message, setMessage] = useState('');

  async function remove(search: SavedSearch) {
    try {
      unwrap(await api.DELETE('/savedSearches/{id}', { params: { path: { id: search.id } } }));
      setMessage(SAVED_SEARCH_MESSAGES.deleted);
    } catch {
      setMessage('The saved search could not be deleted. Try again.');
    } finally {
      void queryClient.invalidateQueries({ queryKey: [...SAVED_SEARCHES_KEY] });
    }
  }

  return (
    <section className={styles.nav} aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className={styles.title}>
        Saved searches
      </h2>
      {saved.status === 'loading' && !saved.data && <Spinner size="sm" label="Loading saved searches…" />}
      {saved.status === 'error' && (
        <p className={styles.note}>
          Saved searches could not be loaded.{' '}
          <button type="button" className={styles.retry} onClick={saved.reload}>
            Try again
          </button>
        </p>
      )}
      {saved.data && saved.data.length === 0 && (
        <p className={styles.note}>Run a search and press Save Search to keep it here.</p>
      )}
      {saved.data && saved.data.length > 0 && (
        <ul className={styles.list}>
          {saved.data.map((search) => {
            const problem = savedSearchProblem(search, tabFilter);
            return (
              <li key={search.id} className={styles.item}>
                <Link href={savedSearchHref(search)} className={styles.link}>
                  {search.name}
                </Link>
                <IconButton
                  label={`Rename ${search.name}`}
                  icon={<Pencil size={14} aria-hidden />}
                  onPress={() => {
                    setMessage('');
                    setRenaming(search);
                  }}
                />
                <IconButton
                  label={`Delete ${search.name}`}
                  icon={<Trash2 size={14} aria-hidden />}
                  onPress={() => setDeleting(search)}
                />
                {problem && <p className={styles.problem}>{problem}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.note} role="status">
        {message}
      </p>
      {renaming && (
        <SaveSearchDialog
          target={{ kind: 'rename', search: renaming }}
          existing={saved.data ?? []}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          isOpen
          title="Delete this saved search?"
          confirmLabel="Delete"
          variant="danger"
          onConfirm={() => {
            void remove(deleting);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        >
          “{deleting.name}” is removed from your saved searches. The records it found are not changed.
        </ConfirmDialog>
      )}
    </section>
  );
}
