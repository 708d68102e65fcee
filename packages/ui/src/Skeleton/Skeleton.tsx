import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** CSS width, e.g. '60%' or 120. Text lines default to full width (the last one to 60%). */
  width?: CSSProperties['width'];
  /** CSS height; text lines follow the line height. */
  height?: CSSProperties['height'];
  /** Number of text lines. */
  lines?: number;
  /**
   * Announced to screen readers (role=status) while loading. Leave undefined when a parent
   * already announces the loading state.
   */
  label?: string;
  className?: string;
};

/** A calm placeholder block shown while content loads. */
export function Skeleton({ shape = 'text', width, height, lines = 1, label, className }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  const blocks = Array.from({ length: count }, (_, index) => (
    <span
      key={index}
      className={styles.block}
      data-shape={shape}
      style={{
        width: width ?? (shape === 'text' && count > 1 && index === count - 1 ? '60%' : undefined),
        height,
      }}
    />
  ));
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      data-shape={shape}
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
    >
      {blocks}
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
