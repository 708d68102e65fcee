import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageProgress } from './PageProgress';

describe('PageProgress', () => {
  it('is a named progress bar while pending, and nothing otherwise', () => {
    const { rerender } = render(<PageProgress isPending />);
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    // Indeterminate: no value to announce.
    expect(bar).not.toHaveAttribute('aria-valuenow');
    rerender(<PageProgress isPending={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fades in after a delay unless told to show at once', () => {
    const { rerender } = render(<PageProgress isPending />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-delayed', 'true');
    rerender(<PageProgress isPending delayed={false} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('data-delayed');
  });

  it('takes its own name', () => {
    render(<PageProgress isPending label="Opening the report" />);
    expect(screen.getByRole('progressbar', { name: 'Opening the report' })).toBeInTheDocument();
  });
});
