import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** Narrow column like a form; `parameters.wide` lifts it (Catalog). */
const withWidth: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: parameters.wide === true ? undefined : 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Office Name', onChange: fn() },
  decorators: [withWidth],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. Downtown Realty', description: 'As it appears on contracts.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Office Name' });
    await userEvent.type(input, 'Main St');
    await expect(input).toHaveValue('Main St');
    await expect(args.onChange).toHaveBeenLastCalledWith('Main St');
    await expect(input).toHaveAccessibleDescription('As it appears on contracts.');
  },
};

export const Empty: Story = { args: { placeholder: 'No value yet' } };

export const WithValue: Story = { args: { defaultValue: 'Balance Realty — Downtown' } };

export const WithIcon: Story = {
  args: { label: 'Search text', placeholder: 'Name, email or ID', icon: <Search size={16} /> },
};

/** The server (or the caller) marks the field invalid: the message sits right under the field. */
export const Invalid: Story = {
  args: { label: 'User Name', isInvalid: true, errorMessage: 'User Name is required', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'User Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('User Name is required')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('User Name is required');
  },
};

/** Built-in validation: required, shown on blur (aria behaviour) with the given message. */
export const RequiredValidation: Story = {
  args: {
    label: 'User Name',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value: string) => (value.trim() === '' ? 'User Name is required' : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /User Name/ });
    await userEvent.click(input);
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    await expect(await canvas.findByText('User Name is required')).toBeVisible();
    await userEvent.type(input, 'jdoe');
    await expect(canvas.queryByText('User Name is required')).toBeNull();
    await expect(input).toHaveValue('jdoe');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read only office' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: { label: 'Notes', isMultiline: true, defaultValue: 'Line one\nLine two' },
};

export const LongText: Story = {
  args: {
    label: 'A very long label that explains exactly what the brokerage expects to be entered in this field',
    description:
      'A long description that wraps onto several lines so designers can check the rhythm of label, control and help text in a narrow column.',
    defaultValue:
      'An extremely long value that is much wider than the input and must scroll inside it without breaking layout',
  },
};

/** Typed markup stays text: nothing is injected into the page. */
export const HostileText: Story = {
  args: {
    label: HOSTILE,
    description: HOSTILE,
    defaultValue: HOSTILE,
    isInvalid: true,
    errorMessage: HOSTILE,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(HOSTILE);
  },
};

/** Keyboard only: Tab moves between fields, typing fills them, disabled fields are skipped. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextField {...args} label="First Name" />
      <TextField label="Middle Name" isDisabled />
      <TextField label="Last Name" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveFocus();
    await userEvent.keyboard('Lovelace');
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 260px))' }}>
      <TextField label="Default" placeholder="Placeholder" />
      <TextField label="With value" defaultValue="Balance Realty" />
      <TextField label="With description" description="Help text under the field." />
      <TextField label="Required" isRequired />
      <TextField label="Invalid" isInvalid errorMessage="This value is not allowed" defaultValue="???" />
      <TextField label="Disabled" isDisabled defaultValue="Cannot change" />
      <TextField label="With icon" icon={<Search size={16} />} placeholder="Search" />
      <TextField label="Multiline" isMultiline defaultValue="Several lines of notes" />
    </div>
  ),
  parameters: { wide: true },
};
