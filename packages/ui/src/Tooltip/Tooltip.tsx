import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import styles from './Tooltip.module.css';

export type TooltipProps = Omit<AriaTooltipProps, 'children' | 'className' | 'style'> & {
  children: ReactNode;
  className?: string;
};

/** The tooltip bubble. Place it inside a TooltipTrigger after the focusable trigger. */
export function Tooltip({ children, className, offset = 8, ...rest }: TooltipProps) {
  return (
    <AriaTooltip {...rest} offset={offset} className={[styles.tooltip, className].filter(Boolean).join(' ')}>
      <OverlayArrow className={styles.arrow}>
        <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden>
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Shows its Tooltip on hover (after `delay`, 600 ms by default here) and at once on keyboard focus;
 * Escape hides it. The trigger must be a focusable react-aria element (Button, Link…).
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...rest }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...rest} delay={delay} closeDelay={closeDelay} />;
}
