import { MESSAGES } from '@balance/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './FieldError.stories';

const { Default, Valid, FromValidation, HostileText } = composeStories(stories);

describe('FieldError', () => {
  it('describes the invalid input with its message', () => {
    render(<Default />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(MESSAGES.confirmMustMatch);
  });

  it('renders nothing while the field is valid', () => {
    render(<Valid />);
    expect(screen.queryByText(MESSAGES.confirmMustMatch)).toBeNull();
  });

  it("falls back to the field's own validation errors", async () => {
    render(<FromValidation />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    expect(await screen.findByText(MESSAGES.userNameRequired)).toBeInTheDocument();
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
