import { startTransition, useState } from 'react';

export type DeferredOpenProps = {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * The open state of a react-aria overlay trigger whose overlay takes long to build (a Select's list,
 * a menu). Opening is a transition: the press paints its feedback at once and the overlay follows in
 * the next frames, instead of the page freezing until it is built (a phone's INP). Closing is
 * immediate. A caller that controls `isOpen` keeps full control.
 */
export function useDeferredOpen({ isOpen, defaultOpen = false, onOpenChange }: DeferredOpenProps) {
  const [isOpenState, setOpenState] = useState(defaultOpen);
  return {
    isOpen: isOpen ?? isOpenState,
    onOpenChange: (open: boolean) => {
      onOpenChange?.(open);
      if (open) startTransition(() => setOpenState(true));
      else setOpenState(false);
    },
  };
}
