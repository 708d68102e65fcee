import { ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNearViewport } from './useNearViewport';
import styles from './LazyImage.module.css';

export type LazyImageProps = {
  src: string;
  /** Required: describe the image, or '' for a purely decorative one. */
  alt: string;
  width: number;
  height: number;
  /** Rounded corners, e.g. for avatars. */
  shape?: 'rect' | 'circle';
  className?: string;
};

export type LazyImageState = 'waiting' | 'loading' | 'loaded' | 'error';
type LoadState = LazyImageState;

/**
 * An image that sets its `src` only when it comes within 200px of the viewport. Until it has loaded,
 * a placeholder of the same size holds the space; a failed load shows "Image unavailable".
 */
export function LazyImage({ src, alt, width, height, shape = 'rect', className }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const isNear = useNearViewport(ref);
  // Keyed by src, so a new src starts over as 'loading'.
  const [settled, setSettled] = useState<{ src: string; ok: boolean } | null>(null);
  const status: LoadState = settled?.src === src ? (settled.ok ? 'loaded' : 'error') : 'loading';
  const state: LoadState = isNear ? status : 'waiting';

  return (
    <span
      ref={ref}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      data-state={state}
      data-shape={shape}
    >
      {state === 'error' ? (
        <span
          className={styles.fallback}
          role="img"
          aria-label={alt ? `${alt} (image unavailable)` : 'Image unavailable'}
        >
          <ImageOff size={Math.min(24, Math.max(12, Math.round(Math.min(width, height) / 3)))} aria-hidden />
          {width >= 96 && <span aria-hidden>Image unavailable</span>}
        </span>
      ) : isNear ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setSettled({ src, ok: true })}
          onError={() => setSettled({ src, ok: false })}
        />
      ) : (
        <span className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined} />
      )}
    </span>
  );
}
