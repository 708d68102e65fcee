import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HOSTILE } from '../AppShell/storyFrames';
import { LazyImage } from './LazyImage';

/** A deterministic local picture (no network): an office-building illustration as an SVG data URL. */
export const OFFICE_PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">' +
    '<rect width="320" height="200" fill="#dbe6fd"/><rect y="150" width="320" height="50" fill="#9fb7e8"/>' +
    '<rect x="110" y="40" width="100" height="130" fill="#1d4ed8"/>' +
    '<g fill="#e8eefc"><rect x="125" y="55" width="20" height="16"/><rect x="175" y="55" width="20" height="16"/>' +
    '<rect x="125" y="85" width="20" height="16"/><rect x="175" y="85" width="20" height="16"/>' +
    '<rect x="125" y="115" width="20" height="16"/><rect x="175" y="115" width="20" height="16"/></g>' +
    '<rect x="150" y="140" width="20" height="30" fill="#14213d"/></svg>',
)}`;

const BROKEN = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Lazy/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  args: { src: OFFICE_PHOTO, alt: 'Main office, 12 Harbor Rd', width: 320, height: 200 },
  excludeStories: ['OFFICE_PHOTO'],
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the src is set and the picture shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
    const image = within(canvasElement).getByRole('img', { name: 'Main office, 12 Harbor Rd' });
    await expect(image).toHaveAttribute('src', OFFICE_PHOTO);
  },
};

/**
 * Below the fold: no src until the image comes within 200px of the viewport. The play function
 * scrolls to 150px above it, and the image loads.
 */
export const BelowTheFold: Story = {
  render: (args) => (
    <div>
      <p style={{ margin: 0 }}>Scroll down: the picture loads when it is 200px from the viewport.</p>
      <div style={{ height: 1400 }} />
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-state]');
    await expect(frame).toHaveAttribute('data-state', 'waiting');
    await expect(canvasElement.querySelector('img')).toBeNull();
    // Bring the image to 150px under the bottom edge of the viewport: within the 200px margin.
    const top = frame!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight - 150);
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', OFFICE_PHOTO));
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'loaded'));
    window.scrollTo(0, 0);
  },
};

/** A picture that fails to load says so in place. */
export const ErrorState: Story = {
  args: { src: BROKEN },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', {
        name: 'Main office, 12 Harbor Rd (image unavailable)',
      }),
    ).toBeVisible();
  },
};

export const Avatar: Story = {
  args: { width: 48, height: 48, shape: 'circle', alt: 'Dana Whitfield' },
};

export const HostileText: Story = {
  args: { alt: HOSTILE },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
    await expect(within(canvasElement).getByRole('img', { name: HOSTILE })).toHaveAttribute(
      'src',
      OFFICE_PHOTO,
    );
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <LazyImage src={OFFICE_PHOTO} alt="Office" width={200} height={125} />
      <LazyImage src={OFFICE_PHOTO} alt="Agent" width={48} height={48} shape="circle" />
      <LazyImage src={BROKEN} alt="Missing picture" width={200} height={125} />
      <LazyImage src={BROKEN} alt="Missing avatar" width={48} height={48} shape="circle" />
    </div>
  ),
};
