import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { DialogTrigger, Modal } from './Modal';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** The modal renders in a portal, outside the story's canvas. */
const page = () => within(document.body);
const overlay = () => document.querySelector('[data-part="modal-overlay"]') as HTMLElement;

const meta = {
  title: 'Modals/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Office contact',
    children: 'Changes apply to every agent of this office.',
    onOpenChange: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">Open</Button>
      <Modal {...args} footer={(close) => <Button onPress={close}>Done</Button>} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open from a trigger; Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: 'Office contact' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Shown open (static screenshot). */
export const Open: Story = { args: { defaultOpen: true }, render: (args) => <Modal {...args} /> };

/** Dismissable (default): a click outside closes it. */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  render: (args) => <Modal {...args} />,
  play: async ({ args }) => {
    await page().findByRole('dialog');
    await userEvent.click(overlay());
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Not dismissable and Escape disabled: neither Escape nor a click outside closes it. */
export const NotDismissable: Story = {
  args: { defaultOpen: true, isDismissable: false, isKeyboardDismissDisabled: true, showCloseButton: false },
  render: (args) => <Modal {...args} footer={(close) => <Button onPress={close}>Close</Button>} />,
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page().getByRole('dialog')).toBe(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** The × button closes. */
export const CloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => <Modal {...args} />,
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Empty body: the header and footer still lay out. */
export const Empty: Story = {
  args: { defaultOpen: true, children: null },
  render: (args) => <Modal {...args} footer={<Button>OK</Button>} />,
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Independent ownership notice and restricted-access terms for every office of the company',
    children: (
      <>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}. Each office is independently owned and operated. Access to this system is
            restricted to authorised users; activity may be monitored and recorded.
          </p>
        ))}
      </>
    ),
  },
  render: (args) => <Modal {...args} footer={<Button variant="primary">I understand</Button>} />,
};

export const HostileText: Story = {
  args: { defaultOpen: true, title: HOSTILE, children: HOSTILE },
  render: (args) => <Modal {...args} />,
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: HOSTILE });
    await expect(dialog).toHaveTextContent(HOSTILE);
    await expect(document.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Keyboard only: Enter opens, focus is trapped inside (Tab cycles), Escape closes. */
export const Keyboard: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">Open</Button>
      <Modal
        {...args}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            Save
          </Button>
        )}
      >
        <TextField label="Office Name" />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog');
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** All parts at once: title, close button, body, footer. */
export const Catalog: Story = {
  args: { defaultOpen: true, size: 'md' },
  render: (args) => (
    <Modal
      {...args}
      footer={
        <>
          <Button variant="ghost">Cancel</Button>
          <Button variant="primary">Save</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Office Name" defaultValue="Austin Downtown" />
        <TextField label="Email" defaultValue="downtown@example.com" />
      </div>
    </Modal>
  ),
};
