import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import { CommandPalette, type CommandPaletteProps, type PaletteGroup } from './CommandPalette';

const HOSTILE = '<img src=x onerror=alert(1)>';
/** The palette renders in a portal, outside the story's canvas. */
const page = () => within(document.body);

const RESULTS: PaletteGroup[] = [
  {
    id: 'offices',
    label: 'Offices',
    items: [{ id: 'o1', kind: 'Office', title: 'Pearl District', detail: 'Office 1001 · Portland, OR' }],
  },
  {
    id: 'agents',
    label: 'Agents',
    items: [
      { id: 'a1', kind: 'Agent', title: 'Pearlie Rowe', detail: 'Agent 1056 · 1005 East Sylvan' },
      { id: 'a2', kind: 'Agent', title: 'Pearlie Walter', detail: 'Agent 1600 · 1057 Aufderhar' },
    ],
  },
  { id: 'pages', label: 'Pages', items: [{ id: 'p1', kind: 'Page', title: 'Pearl reports' }] },
];

const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    query: 'pearl',
    onQueryChange: fn(),
    groups: RESULTS,
    status: 'ready',
    onSelect: fn(),
    onRetry: fn(),
    hint: '↑ ↓ to move, Enter to open, Esc to close',
  },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results grouped by kind, the match marked; arrows move, Enter opens. */
export const Results: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Command palette' });
    const items = await within(dialog).findAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    // The kind is part of each item's text for screen readers ("Office: Pearl District").
    await expect(items[0]).toHaveTextContent(/Office: Pearl District/);
    await expect(within(dialog).getAllByText('Pearl')[0]?.tagName).toBe('MARK');
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** A number found as a listing and a contract (staff); an Office Admin's address hits beside them. */
export const DealHits: Story = {
  args: {
    query: '4835 bailey',
    groups: [
      {
        id: 'listings',
        label: 'Listings',
        items: [
          {
            id: 'l1',
            kind: 'Listing',
            title: '4835 Bailey Ct',
            detail: 'Listing 100100 · MLS 20-108026 · Portland, OR · Sold · Maya Rivera',
          },
        ],
      },
      {
        id: 'contracts',
        label: 'Contracts',
        items: [
          {
            id: 'c1',
            kind: 'Contract',
            title: '4835 Bailey Ct',
            detail: 'Contract 100100 · San Jose, OR · CLSD · Maya Rivera',
          },
          {
            id: 'c2',
            kind: 'Contract',
            title: '4835 Bailey Ct Unit 2',
            detail: 'Contract 141802 · Portland, OR · PEND · Jaylan Ferry',
          },
        ],
      },
    ],
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Command palette' });
    const items = await within(dialog).findAllByRole('menuitem');
    // Screen readers hear the kind first: "Listing: 4835 Bailey Ct", "Contract: 4835 Bailey Ct".
    await expect(items[0]).toHaveTextContent(/Listing: 4835 Bailey Ct/);
    await expect(items[1]).toHaveTextContent(/Contract: 4835 Bailey Ct/);
    await expect(within(dialog).getByRole('group', { name: 'Contracts' })).toBeVisible();
  },
};

/** The box is empty: nothing typed yet, with a hint. */
export const Empty: Story = {
  args: { query: '', groups: [], emptyMessage: 'Type a name, number, e-mail or address.' },
};

/** The box is empty: recent records first, then the actions. */
export const Recent: Story = {
  args: {
    query: '',
    groups: [
      {
        id: 'recent',
        label: 'Recent',
        items: [
          { id: 'r1', kind: 'Agent', title: 'Maya Rivera', detail: 'Agent 1001 · 1001 Pearl District' },
        ],
      },
      { id: 'actions', label: 'Actions', items: [{ id: 'x1', kind: 'Action', title: 'New agent' }] },
    ],
  },
};

export const NoResults: Story = {
  args: { query: 'zzqqxx', groups: [], emptyMessage: 'Nothing matches “zzqqxx”.' },
  play: async () => {
    await expect(await page().findByText('Nothing matches “zzqqxx”.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { groups: [], status: 'error', errorMessage: 'The search failed. Check your connection.' },
  play: async ({ args }) => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A reply that takes long: the spinner, and a line saying so. */
export const Slow: Story = { args: { groups: [], status: 'slow' } };

/** Hostile and long text stays text and wraps. */
export const HostileText: Story = {
  args: {
    query: '<img',
    groups: [
      {
        id: 'offices',
        label: 'Offices',
        items: [
          { id: 'h1', kind: 'Office', title: HOSTILE, detail: 'Office 1004 · Portland, OR' },
          {
            id: 'h2',
            kind: 'Company',
            title:
              'Northwest Residential & Commercial Brokerage Partners of the Greater Metropolitan Area'.repeat(
                2,
              ),
            detail: 'Company 7',
          },
        ],
      },
    ],
  },
  play: async () => {
    await expect(await page().findByText('src=x onerror=alert(1)>', { exact: false })).toBeVisible();
    await expect(document.querySelector('img[src="x"]')).toBeNull();
  },
};

const RIVERA: PaletteGroup[] = [
  {
    id: 'agents',
    label: 'Agents',
    items: [{ id: 'a1', kind: 'Agent', title: 'Maya Rivera', detail: 'Agent 1001 · 1001 Pearl District' }],
  },
  {
    id: 'saved',
    label: 'Saved searches',
    items: [{ id: 's1', kind: 'Saved search', title: 'Riveras', detail: 'Agent_Name · rivera' }],
  },
];

/** Answers come after the typing: "rivera" finds an agent and a saved search, "riveras" only the search. */
function AnsweredLater(args: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<PaletteGroup[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (query === 'rivera') setGroups(RIVERA);
      else if (query === 'riveras') setGroups(RIVERA.slice(1));
      else setGroups([]);
    }, 150);
    return () => clearTimeout(timer);
  }, [query]);
  return <CommandPalette {...args} query={query} onQueryChange={setQuery} groups={groups} />;
}

/**
 * Answers that come after the typing: the list appears with its first result focused and Enter opens
 * it; a later answer removes the focused result, the one left is focused, its mark follows the longer
 * query, and Enter opens it.
 */
export const FocusedResultReplaced: Story = {
  args: { query: '', groups: [] },
  render: (args) => <AnsweredLater {...args} />,
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Command palette' });
    const box = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('rivera');
    await expect(box).toHaveValue('rivera');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')).toHaveLength(2));
    const item = (text: string) =>
      within(dialog)
        .queryAllByRole('menuitem')
        .find((el) => el.textContent?.includes(text));
    // The list appeared after the typing, its first result focused: Enter opens it.
    await waitFor(() => expect(item('Maya Rivera')).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a1' }));
    await userEvent.keyboard('s');
    await waitFor(() => expect(item('Maya Rivera')).toBeUndefined());
    await waitFor(() => expect(item('Riveras')).toHaveAttribute('data-focused', 'true'));
    // The same result under a longer query: its mark follows the query.
    await expect(item('Riveras')?.querySelector('mark')).toHaveTextContent('Riveras');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 's1' }));
    // Screen readers are told of the move a moment later (react-aria waits out the typed letter's echo).
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', item('Riveras')?.id), {
      timeout: 2000,
    });
  },
};
