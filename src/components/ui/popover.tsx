import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from './cn';

/**
 * A non-modal popover (Radix, the vendor of our Modal): the trigger gets aria-expanded and
 * aria-controls, Escape, a click outside and focus moving elsewhere close it, and focus returns
 * to the trigger. Compose `Popover` > `PopoverTrigger asChild` + `PopoverContent`.
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

/**
 * The floating panel. It is rendered in place, not portalled, so it stays inside the card or
 * landmark it belongs to (screen readers and `within(card)` queries find it there); Radix
 * positions it with `position: fixed`, so a scrolling parent does not clip it.
 */
export function PopoverContent({
  className,
  align = 'start',
  sideOffset = 4,
  ...props
}: ComponentPropsWithoutRef<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Content
      align={align}
      sideOffset={sideOffset}
      className={cn(
        'z-50 rounded-lg border border-slate-200 bg-white p-2 shadow-lg focus:outline-none',
        className,
      )}
      {...props}
    />
  );
}
