import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Button, IconButton } from './Button';
import * as stories from './Button.stories';

const { Primary, Disabled, HostileText } = composeStories(stories);

describe('Button', () => {
  it('calls onPress once per click', async () => {
    const onPress = fn();
    render(<Primary onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('does not press when disabled', async () => {
    const onPress = fn();
    render(<Disabled onPress={onPress} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('refuses a double submit while pending', async () => {
    const onPress = fn();
    render(
      <Button isPending onPress={onPress}>
        Pay Now
      </Button>,
    );
    await userEvent.dblClick(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('gives an icon-only button its accessible name', () => {
    render(<IconButton label="Add new" icon={<span aria-hidden>+</span>} />);
    expect(screen.getByRole('button', { name: 'Add new' })).toBeInTheDocument();
  });
});
