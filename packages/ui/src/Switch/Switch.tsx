import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styles from './Switch.module.css';

export type SwitchProps = Omit<AriaSwitchProps, 'children' | 'className' | 'style'> & {
  /** The visible label. */
  children: ReactNode;
  className?: string;
};

/** An on/off toggle (e.g. Lock Grid) on react-aria's Switch. */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={[styles.switch, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{children}</span>
    </AriaSwitch>
  );
}
