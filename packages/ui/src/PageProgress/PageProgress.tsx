import styles from './PageProgress.module.css';

export type PageProgressProps = {
  /** True while the next page is being prepared (its code or its first render is on the way). */
  isPending: boolean;
  /** The bar's accessible name. */
  label?: string;
  /**
   * Fade in only after a short delay (the default), so that a move that renders within a few frames
   * shows nothing; false shows it at once.
   */
  delayed?: boolean;
};

/**
 * A thin bar across the top of the window while a move to another page is pending: the page on screen
 * stays until the next one is ready, so a slow move still shows that the press was taken. The delay is
 * CSS's: a render in progress does not hold it up.
 */
export function PageProgress({ isPending, label = 'Loading the page', delayed = true }: PageProgressProps) {
  if (!isPending) return null;
  return (
    <div role="progressbar" aria-label={label} className={styles.bar} data-delayed={delayed || undefined}>
      <span className={styles.sweep} />
    </div>
  );
}
