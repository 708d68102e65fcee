import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Columns3, Download } from 'lucide-react';
import { IconButton } from '../Button/Button';
import { GridToolbar, type GridToolbarProps } from './GridToolbar';

/** Keeps the visible/locked flags like the app does and reports each change. */
function StatefulToolbar(props: GridToolbarProps) {
  const [visible, setVisible] = useState(props.isGridVisible);
  const [locked, setLocked] = useState(props.isLocked);
  return (
    <GridToolbar
      {...props}
      isGridVisible={visible}
      onGridVisibleChange={(next) => {
        setVisible(next);
        props.onGridVisibleChange(next);
      }}
      isLocked={locked}
      onLockedChange={(next) => {
        setLocked(next);
        props.onLockedChange(next);
      }}
    />
  );
}

/**
 * Ends a play function with no tooltip showing, so the screenshot does not depend on the tooltip's
 * 600 ms hover delay: the pointer moves to the heading and Escape closes a focus tooltip.
 */
async function settle(canvasElement: HTMLElement) {
  await userEvent.hover(within(canvasElement).getAllByRole('heading')[0] as HTMLElement);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  // The leaving tooltip repaints only the area it covered, and a focus ring's anti-aliased edge at that
  // area's border sometimes came out a shade darker. One full repaint makes the picture the same each run.
  canvasElement.style.opacity = '0.99';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  canvasElement.style.opacity = '';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const meta = {
  title: 'Grid/GridToolbar',
  component: StatefulToolbar,
  tags: ['autodocs'],
  // Where a focus ring meets the next button, 1–3 anti-aliased pixels come out a shade apart now and
  // then even after settle() (a clean-clone run, once): allow those, far below a real change's.
  parameters: { visual: { maxDiffPixels: 4 } },
  args: {
    resultCount: 1234,
    isGridVisible: true,
    isLocked: false,
    onGridVisibleChange: fn(),
    onLockedChange: fn(),
    onSaveSettings: fn(),
    onOpenSettings: fn(),
  },
} satisfies Meta<typeof StatefulToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Grid tools' })).toBeVisible();
    await expect(canvas.getByText('1,234 results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Grid Settings' }));
    await expect(args.onSaveSettings).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'User Default Settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

/** Hide Grid flips to Show Grid. */
export const HideAndShow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Grid' }));
    await expect(args.onGridVisibleChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Grid' }));
    await expect(args.onGridVisibleChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Hide Grid' })).toBeVisible();
    await settle(canvasElement);
  },
};

/** Lock Grid is a toggle button: aria-pressed tells its state. */
export const Locked: Story = {
  args: { isLocked: true },
  play: async ({ canvasElement, args }) => {
    const lock = within(canvasElement).getByRole('button', { name: 'Lock Grid' });
    await expect(lock).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(lock);
    await expect(lock).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onLockedChange).toHaveBeenLastCalledWith(false);
    await settle(canvasElement);
  },
};

/** While saving, Save Grid Settings shows a spinner and refuses presses. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Grid Settings' }));
    await expect(args.onSaveSettings).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Working…');
    await settle(canvasElement);
  },
};

/** Before the first search: no count yet. */
export const Empty: Story = {
  args: { resultCount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/results?$/)).toBeNull();
  },
};

export const OneResult: Story = {
  args: { resultCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 result')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lock Grid' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Grid Settings' }));
    await expect(args.onSaveSettings).not.toHaveBeenCalled();
    await settle(canvasElement);
  },
};

export const WithExport: Story = {
  args: { onExportCsv: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

/** The app's own tools (here a Columns button) sit in the same toolbar and the arrow keys reach them. */
export const WithExtraTools: Story = {
  args: {
    children: <IconButton label="Columns" icon={<Columns3 size={18} aria-hidden />} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Grid tools' });
    await expect(within(toolbar).getByRole('button', { name: 'Columns' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus();
    await settle(canvasElement);
  },
};

/**
 * A phone: too narrow for Hide Grid's text beside the tools, so it shows its icon alone (its name is
 * still read out) and the tools stay on one row.
 */
export const Narrow: Story = {
  args: {
    children: (
      <>
        <IconButton label="Columns" icon={<Columns3 size={18} aria-hidden />} />
        <IconButton label="Export CSV" icon={<Download size={18} aria-hidden />} />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Hide Grid' });
    await expect(canvas.getByText('Hide Grid').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // One row: every tool centred on the same line (Hide Grid is a smaller button than the icons).
    const centres = within(canvas.getByRole('toolbar', { name: 'Grid tools' }))
      .getAllByRole('button')
      .map((button) => {
        const box = button.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      });
    await expect(new Set(centres).size).toBe(1);
    await userEvent.click(toggle);
    await expect(args.onGridVisibleChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Show Grid' })).toBeVisible();
    await settle(canvasElement);
  },
};

export const LongText: Story = {
  args: {
    title: 'Offices of Harbor & Pine Realty of the Greater Portland Metropolitan Area (Commercial Division)',
    resultCount: 1_234_567,
    onExportCsv: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
};

export const HostileText: Story = {
  args: { title: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
  },
};

/** Keyboard only: Tab enters the toolbar, arrows move within it, Space and Enter press; tooltips show on focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide Grid' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const lock = canvas.getByRole('button', { name: 'Lock Grid' });
    await expect(lock).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(lock).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onLockedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Save Grid Settings' })).toHaveFocus();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent(
        'Save Grid Settings',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveSettings).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatefulToolbar {...args} />
      <StatefulToolbar {...args} isGridVisible={false} isLocked />
      <StatefulToolbar {...args} resultCount={null} isSaving onExportCsv={fn()} />
      <StatefulToolbar {...args} resultCount={1} isDisabled />
    </div>
  ),
};
