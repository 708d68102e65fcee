import { MESSAGES } from '@balance/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { FieldGroup, FormActions } from './Form';
import * as stories from './Form.stories';

const { KeepsValuesOnFailedSubmit, RequiredOnSubmit, HostileText } = composeStories(stories);

describe('FormLayout, FieldGroup, FormActions', () => {
  it('keeps what the user typed when the server refuses the submit', async () => {
    const onSaved = fn();
    render(<KeepsValuesOnFailedSubmit onSaved={onSaved} />);
    const name = screen.getByRole('textbox', { name: /Office Name/ });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(name, 'Austin Downtown');
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already used by another office')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(name).toHaveValue('Austin Downtown');
    expect(email).toHaveValue('taken@example.com');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('blocks the submit and explains a missing required field', async () => {
    const onSaved = fn();
    render(<RequiredOnSubmit onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Office Name is required')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('renders a fieldset with its legend', () => {
    render(
      <FieldGroup legend="Address">
        <input aria-label="City" />
      </FieldGroup>,
    );
    expect(screen.getByRole('group', { name: 'Address' })).toContainElement(screen.getByLabelText('City'));
  });

  it('disables every control of a disabled group', () => {
    render(
      <FieldGroup legend="Locked" isDisabled>
        <input aria-label="City" />
      </FieldGroup>,
    );
    expect(screen.getByLabelText('City')).toBeDisabled();
  });

  it('aligns actions to the end by default', () => {
    const { container } = render(
      <FormActions>
        <button type="button">Save</button>
      </FormActions>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-align', 'end');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
