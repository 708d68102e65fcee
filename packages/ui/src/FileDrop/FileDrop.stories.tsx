import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop } from './FileDrop';

const HOSTILE = '<img src=x onerror=alert(1)>';

const csv = (name = 'agents-2026.csv', size = 2048) =>
  new File(['x'.repeat(size)], name, { type: 'text/csv' });

/**
 * Fires an HTML5 drag and drop of `file` onto `target`. Chromium gives script-made DataTransfer items
 * no file-system entry, which react-aria uses to tell files from folders, so for the duration of the
 * (synchronous) drop an item without an entry is reported as a file.
 */
function dropFile(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  const init = { bubbles: true, cancelable: true, dataTransfer };
  const proto = DataTransferItem.prototype;
  const original = proto.webkitGetAsEntry;
  proto.webkitGetAsEntry = function webkitGetAsEntry(this: DataTransferItem) {
    return original.call(this) ?? ({ isFile: true, isDirectory: false } as FileSystemEntry);
  };
  try {
    target.dispatchEvent(new DragEvent('dragenter', init));
    target.dispatchEvent(new DragEvent('dragover', init));
    target.dispatchEvent(new DragEvent('drop', init));
  } finally {
    proto.webkitGetAsEntry = original;
  }
}

const meta = {
  title: 'Primitives/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  args: {
    label: 'Agent file',
    description: 'CSV, up to 10 MB. One agent per row.',
    acceptedFileTypes: ['text/csv', '.csv'],
    onSelect: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a file: the name and size are shown, and it can be removed again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    await expect(input).not.toBeNull();
    await expect(input).toHaveAttribute('accept', 'text/csv,.csv');
    await userEvent.upload(input as HTMLInputElement, csv());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('agents-2026.csv')).toBeVisible();
    await expect(canvas.getByText('2.0 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove agents-2026.csv' }));
    await expect(canvas.queryByText('agents-2026.csv')).toBeNull();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Drag and drop a file onto the zone. */
export const DropAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector('[data-part=dropzone]');
    await expect(zone).not.toBeNull();
    dropFile(zone as Element, csv('dropped.csv', 300));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByText('dropped.csv')).toBeVisible();
    await expect(within(canvasElement).getByText('300 B')).toBeVisible();
  },
};

/** A file of the wrong type is refused with a message; nothing is selected. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector('[data-part=dropzone]');
    dropFile(zone as Element, new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'contract.pdf is not an accepted file type. Choose: text/csv, .csv.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Upload under way: the bar follows `progress` (0..1). */
export const Uploading: Story = {
  args: { file: { name: 'agents-2026.csv', size: 1_572_864 }, progress: 0.45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading agents-2026.csv' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
  },
};

/** Progress driven by the parent: it reaches 100% and the bar says so. */
export const UploadProgresses: Story = {
  render: function Render(args) {
    const [progress, setProgress] = useState(0);
    useEffect(() => {
      if (progress >= 1) return undefined;
      const timer = setTimeout(() => setProgress((value) => Math.min(1, value + 0.25)), 50);
      return () => clearTimeout(timer);
    }, [progress]);
    return <FileDrop {...args} file={{ name: 'agents-2026.csv', size: 4096 }} progress={progress} />;
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
  },
};

export const UploadFailed: Story = {
  args: {
    file: { name: 'agents-2026.csv', size: 2048 },
    errorMessage: 'The upload failed: row 14 has no license number.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('row 14 has no license number');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Signed purchase agreement with every addendum, counter-offer and disclosure attached',
    file: {
      name: 'purchase-agreement-1234-main-street-austin-tx-78701-signed-by-all-parties-final-v7.pdf',
      size: 9_876_543,
    },
  },
};

export const HostileText: Story = {
  args: { label: HOSTILE, description: HOSTILE, file: { name: HOSTILE, size: 10 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getAllByText(HOSTILE).length).toBeGreaterThan(1);
  },
};

/** Keyboard only: Tab reaches Choose file; Enter opens the file picker. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    let pickerOpened = 0;
    // Stop the native dialog from opening in the test browser, but count the attempt.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      pickerOpened += 1;
    });
    const button = canvas.getByRole('button', { name: 'Choose file' });
    for (let i = 0; i < 3 && document.activeElement !== button; i += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pickerOpened).toBe(1);
  },
};

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 920 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <FileDrop {...args} label="Empty" />
      <FileDrop {...args} label="Chosen" file={{ name: 'agents.csv', size: 20480 }} />
      <FileDrop {...args} label="Uploading" file={{ name: 'agents.csv', size: 20480 }} progress={0.7} />
      <FileDrop
        {...args}
        label="Failed"
        file={{ name: 'agents.csv', size: 20480 }}
        errorMessage="Upload failed"
      />
    </div>
  ),
};
