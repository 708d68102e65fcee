import type { MainSelection } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SearchAttribute, SearchBar, type SearchBarProps } from './SearchBar';
import { TAB_FILTER } from './fixtures';

const HOSTILE = '<img src=x onerror=alert(1)>';

type HarnessProps = Omit<SearchBarProps, 'attributes' | 'selection'> & {
  /** Attributes per main selection, as GET /tabfilter returns them. */
  tabFilter?: Partial<Record<MainSelection, SearchAttribute[]>>;
  initialSelection?: MainSelection;
};

/** Like the app: the main selection lives outside (the route), attributes come from the tab filter. */
function SearchBarHarness({ tabFilter = TAB_FILTER, initialSelection = 'agents', ...props }: HarnessProps) {
  const [selection, setSelection] = useState<MainSelection>(initialSelection);
  return (
    <SearchBar
      {...props}
      selection={selection}
      attributes={tabFilter[selection] ?? []}
      onSelectionChange={(next) => {
        setSelection(next);
        props.onSelectionChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Search/SearchBar',
  component: SearchBarHarness,
  tags: ['autodocs'],
  args: { onSearch: fn(), onSelectionChange: fn() },
  argTypes: { tabFilter: { control: false } },
} satisfies Meta<typeof SearchBarHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function chooseOption(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: field }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
}

/** Agents with the first attribute (All Agents): Go needs no text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Agents' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('All Agents');
    const go = canvas.getByRole('button', { name: 'Go' });
    await expect(go).toBeEnabled();
    await userEvent.click(go);
    await expect(args.onSearch).toHaveBeenCalledWith({
      selection: 'agents',
      attribute: 'Agent_All',
      subFilter: null,
      text: '',
    });
  },
};

/** The Go rule: 1 character disables, 2 enable; Agent_All and Office_Status need no text. */
export const GoRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const go = () => canvas.getByRole('button', { name: 'Go' });
    await expect(go()).toBeEnabled();
    await chooseOption(canvasElement, /Search by/, 'Name');
    await expect(go()).toBeDisabled();
    const text = canvas.getByRole('textbox', { name: 'Search text' });
    await userEvent.type(text, 'a');
    await expect(go()).toBeDisabled();
    await expect(canvas.getByText('Type at least 2 characters to search.')).toBeVisible();
    await userEvent.type(text, 'b');
    await expect(go()).toBeEnabled();
    await userEvent.clear(text);
    await userEvent.type(text, '  a  ');
    await expect(go()).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Offices' }));
    await expect(go()).toBeEnabled();
    await chooseOption(canvasElement, /Search by/, 'Status');
    await expect(canvas.getByRole('textbox', { name: 'Search text' })).toHaveValue('');
    await expect(go()).toBeEnabled();
  },
};

/** Choosing an attribute with sub-filter options shows them with the first one chosen. */
export const SubFilterPreselect: Story = {
  args: { initialSelection: 'offices' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Filter/ })).toBeNull();
    await chooseOption(canvasElement, /Search by/, 'Status');
    const filter = canvas.getByRole('button', { name: /Filter/ });
    await expect(filter).toHaveTextContent('Pending');
    await chooseOption(canvasElement, /Filter/, 'Active');
    await expect(canvas.getByRole('button', { name: /Filter/ })).toHaveTextContent('Active');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      selection: 'offices',
      attribute: 'Office_Status',
      subFilter: '1',
      text: '',
    });
    await chooseOption(canvasElement, /Search by/, 'City');
    await expect(canvas.queryByRole('button', { name: /Filter/ })).toBeNull();
    await chooseOption(canvasElement, /Search by/, 'Status');
    await expect(canvas.getByRole('button', { name: /Filter/ })).toHaveTextContent('Pending');
  },
};

/** Enter in the text field submits only when Go is enabled. */
export const EnterSubmits: Story = {
  args: { initialSelection: 'companies' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvasElement, /Search by/, 'Name');
    const text = canvas.getByRole('textbox', { name: 'Search text' });
    await userEvent.type(text, 'H{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(text, 'arbor {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({
      selection: 'companies',
      attribute: 'Company_Name',
      subFilter: null,
      text: 'Harbor',
    });
    await expect(text).toHaveValue('Harbor ');
  },
};

/** A new main selection resets the attribute to its first entry and clears the text. */
export const SelectionChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvasElement, /Search by/, 'Name');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search text' }), 'Rivera');
    await userEvent.click(canvas.getByRole('radio', { name: 'Companies' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('companies');
    await expect(canvas.getByRole('radio', { name: 'Companies' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('All Companies');
    await expect(canvas.getByRole('textbox', { name: 'Search text' })).toHaveValue('');
  },
};

/** While a search runs Go shows a spinner and refuses another submit. */
export const Searching: Story = {
  args: { isSearching: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Working…');
    await userEvent.click(canvas.getByRole('button', { name: /Go/ }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The tab filter is still loading. */
export const LoadingAttributes: Story = {
  args: { tabFilter: {}, isLoadingAttributes: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeDisabled();
  },
};

/** No attributes for this selection. */
export const Empty: Story = {
  args: { tabFilter: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('No attributes');
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Search text' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Companies' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Restores a search from the URL. */
export const RestoredQuery: Story = {
  args: { initialSelection: 'offices', defaultQuery: { attribute: 'Office_Status', subFilter: '1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('Status');
    await expect(canvas.getByRole('button', { name: /Filter/ })).toHaveTextContent('Active');
  },
};

const LONG = 'Agents by their full legal name as registered with the state real-estate commission';

export const LongText: Story = {
  args: {
    tabFilter: {
      agents: [
        { text: LONG, value: 'Agent_Name' },
        { text: 'Status', value: 'Agent_Status', subFilter: [{ text: `${LONG} (active)`, value: 'Active' }] },
      ],
    },
    defaultQuery: {
      text: 'Harbor & Pine Realty of the Greater Portland Metropolitan Area, Vancouver, Hillsboro',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Go' })).toBeEnabled();
  },
};

export const HostileText: Story = {
  args: {
    tabFilter: {
      agents: [{ text: HOSTILE, value: 'Agent_Name', subFilter: [{ text: HOSTILE, value: 'x' }] }],
    },
    defaultQuery: { text: HOSTILE },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent(HOSTILE);
    await expect(canvas.getByRole('textbox', { name: 'Search text' })).toHaveValue(HOSTILE);
  },
};

/** Keyboard only: arrows pick the main selection, Tab reaches every field, Enter searches. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Agents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Offices' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('offices');
    await expect(canvas.getByRole('radio', { name: 'Offices' })).toBeChecked();
    // In a browser one Tab leaves the group (react-aria hands focus to its last item first); user-event's
    // synthetic Tab does not see that hand-off, so step until focus has left the group.
    for (let i = 0; i < 5 && document.activeElement?.getAttribute('role') === 'radio'; i += 1) {
      await userEvent.tab();
    }
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('Office Name');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Search text' })).toHaveFocus();
    await userEvent.keyboard('Pearl{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      selection: 'offices',
      attribute: 'Office_Name',
      subFilter: null,
      text: 'Pearl',
    });
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchBarHarness {...args} />
      <SearchBarHarness
        {...args}
        initialSelection="offices"
        defaultQuery={{ attribute: 'Office_Status', subFilter: '0' }}
        isSearching
      />
      <SearchBarHarness
        {...args}
        initialSelection="companies"
        defaultQuery={{ attribute: 'Company_Name', text: 'H' }}
      />
      <SearchBarHarness {...args} tabFilter={{}} isLoadingAttributes />
      <SearchBarHarness {...args} isDisabled />
    </div>
  ),
};
