import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';

/** Keeps page and page size like the app does, and reports each change through the story's actions. */
function StatefulPager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pager
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'Grid/Pager',
  component: StatefulPager,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 5, totalCount: 1234, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof StatefulPager>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentPage = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');

/** First page of 1,234 results, 5 per page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByText('1–5 of 1,234')).toBeVisible();
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 1');
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** The five page buttons are windowed around the current page. */
export const MiddlePage: Story = {
  args: { page: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.getAttribute('aria-label'));
    await expect(names).toEqual(['Page 118', 'Page 119', 'Page 120', 'Page 121', 'Page 122']);
    await expect(canvas.getByText('596–600 of 1,234')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 247 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,231–1,234 of 1,234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

/** No results: one page, nothing to move to. */
export const Empty: Story = {
  args: { totalCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 0')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(1);
  },
};

/**
 * A search is on its way: page moves are ignored (the pages shown may be the last search's) and the
 * pager reads as busy; the page size can still change, which starts again at page 1.
 */
export const Busy: Story = {
  args: { page: 3, isBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
    canvas.getByRole('button', { name: 'Page 4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toBeEnabled();
  },
};

/** The pager disabled as a whole. */
export const Disabled: Story = {
  args: { page: 3, isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toBeDisabled();
  },
};

/** Large numbers keep their separators and the pager wraps instead of overflowing. */
export const LongText: Story = {
  args: { page: 246_900, totalCount: 1_234_567, pageSize: 5 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234,496–1,234,500 of 1,234,567')).toBeVisible();
  },
};

/** As narrow as on a 320 px phone: the current page between the steps, nothing sticks out. */
export const Narrow: Story = {
  args: { page: 120 },
  decorators: [
    (Story) => (
      <div style={{ width: 214 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.getAttribute('aria-label'));
    await expect(names).toEqual(['Page 120']);
    const frame = canvasElement.querySelector('nav')?.parentElement?.getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Last page' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(frame?.right ?? 0);
  },
};

/** The landmark's name is plain text too. */
export const HostileText: Story = {
  args: { label: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      within(canvasElement).getByRole('navigation', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible();
  },
};

/** Two quick clicks: one page change at once, the second 500 ms later (GRID_PAGE_THROTTLE_MS). */
export const Throttle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    const started = Date.now();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    // The pager already shows where it is going.
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 3');
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('11–15 of 1,234')).toBeVisible();
  },
};

/** Keyboard only: Tab reaches the controls, Enter and Space press them. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Choosing a page size reports it (the app goes back to page 1). */
export const PageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await waitFor(() => expect(canvas.getByText('1–25 of 1,234')).toBeVisible());
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StatefulPager {...args} />
      <StatefulPager {...args} page={120} />
      <StatefulPager {...args} page={3} pageSize={10} totalCount={42} />
      <StatefulPager {...args} totalCount={0} />
      <StatefulPager {...args} page={2} isDisabled />
    </div>
  ),
};
