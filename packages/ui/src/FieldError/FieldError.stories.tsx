import { MESSAGES } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from './FieldError';

const HOSTILE = '<img src=x onerror=alert(1)>';

type DemoProps = {
  label: string;
  message?: string;
  description?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  defaultValue?: string;
};

/** A bare react-aria field built from the shared anatomy, to show the inline error on its own. */
function FieldDemo({ label, message, description, isInvalid, isRequired, defaultValue }: DemoProps) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      isInvalid={isInvalid}
      isRequired={isRequired}
      defaultValue={defaultValue}
      validationBehavior="aria"
      validate={isRequired ? (value) => (value === '' ? MESSAGES.userNameRequired : null) : undefined}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.control} />
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{message}</FieldError>
    </AriaTextField>
  );
}

const meta = {
  title: 'Feedback/FieldError',
  component: FieldDemo,
  tags: ['autodocs'],
  args: { label: 'Confirm New Password', isInvalid: true, message: MESSAGES.confirmMustMatch },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message sits under the field, with an icon, and describes the input for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Confirm New Password' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(MESSAGES.confirmMustMatch);
  },
};

/** Nothing is rendered while the field is valid. */
export const Valid: Story = {
  args: { isInvalid: false, description: 'Type the new password again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(MESSAGES.confirmMustMatch)).toBeNull();
  },
};

/** Without a message, the field's own validation errors are shown. */
export const FromValidation: Story = {
  args: { label: 'User Name', isInvalid: undefined, message: undefined, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    await expect(await canvas.findByText(MESSAGES.userNameRequired)).toBeVisible();
  },
};

/** Keyboard only: typing into the field clears a validation error as soon as it is valid. */
export const Keyboard: Story = {
  args: { label: 'User Name', isInvalid: undefined, message: undefined, isRequired: true, defaultValue: 'x' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    await expect(await canvas.findByText(MESSAGES.userNameRequired)).toBeVisible();
    await userEvent.keyboard('jdoe');
    await expect(canvas.queryByText(MESSAGES.userNameRequired)).toBeNull();
  },
};

export const LongText: Story = { args: { message: MESSAGES.passwordRule } };

export const HostileText: Story = {
  args: { label: HOSTILE, message: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(HOSTILE, { selector: 'span' })).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FieldDemo label="Valid with description" description="Help text" />
      <FieldDemo label="Required" isRequired defaultValue="filled" />
      <FieldDemo label="Invalid" isInvalid message={MESSAGES.currentPasswordRequired} />
      <FieldDemo label="Long message" isInvalid message={MESSAGES.passwordRule} />
    </div>
  ),
};
