import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptedFile } from './FileDrop';
import * as stories from './FileDrop.stories';

const { Default, Uploading, UploadFailed, HostileText } = composeStories(stories);

describe('FileDrop', () => {
  it('shows the picked file and reports it', async () => {
    const onSelect = fn();
    const { container } = render(<Default onSelect={onSelect} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['a,b'], 'offices.csv', { type: 'text/csv' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('offices.csv')).toBeInTheDocument();
    expect(screen.getByText('3 B')).toBeInTheDocument();
  });

  it('refuses a file of another type with a message', async () => {
    const onSelect = fn();
    const { container } = render(<Default onSelect={onSelect} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('photo.png is not an accepted file type');
  });

  it('shows upload progress', () => {
    render(<Uploading />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  });

  it('shows an upload error', () => {
    render(<UploadFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('matches MIME types, wildcards and extensions', () => {
    expect(isAcceptedFile({ name: 'a.CSV', type: '' }, ['.csv'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, ['text/csv', '.csv'])).toBe(false);
    expect(isAcceptedFile({ name: 'anything' }, undefined)).toBe(true);
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  });
});
