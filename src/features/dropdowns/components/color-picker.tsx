import { Check } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { normalizeColor, PALETTE, paletteNameOf } from '../model/palette';
import { colorNames, dropdownStrings as s } from '../strings';

const COLUMNS = 5;

const arrowSteps: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: COLUMNS,
  ArrowUp: -COLUMNS,
};

/**
 * A swatch button that discloses the 15-colour palette in a popover. Each colour is a button
 * named after the colour; focus starts on the current one, arrow keys move between them, and
 * Escape closes and returns focus to the swatch (the popover does that part).
 */
export function ColorPicker({
  optionLabel,
  value,
  disabled = false,
  onSelect,
}: {
  optionLabel: string;
  value: string;
  disabled?: boolean;
  onSelect: (hex: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const swatchRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = normalizeColor(value);
  const currentName = paletteNameOf(current);
  const currentIndex = PALETTE.findIndex((entry) => entry.hex === current);

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = swatchRefs.current.findIndex((el) => el === document.activeElement);
    const step = arrowSteps[event.key];
    if (step !== undefined && index >= 0) {
      event.preventDefault();
      swatchRefs.current[(index + step + PALETTE.length) % PALETTE.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      swatchRefs.current[event.key === 'Home' ? 0 : PALETTE.length - 1]?.focus();
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          disabled={disabled}
          aria-label={s.colorButton(optionLabel, currentName ? colorNames[currentName] : current)}
          // A disclosure of buttons, not a dialog: no aria-haspopup (Radix would say "dialog").
          aria-haspopup={undefined}
          title={currentName ? colorNames[currentName] : current}
          className="focus-visible:outline-brand-600 flex h-8 w-8 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <span
            aria-hidden
            className="h-4 w-4 rounded-full ring-1 ring-black/10"
            style={{ backgroundColor: current }}
          />
        </button>
      </PopoverTrigger>
      <PopoverContent
        role="group"
        aria-label={s.colorPanel(optionLabel)}
        onKeyDown={handlePanelKeyDown}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          swatchRefs.current[Math.max(currentIndex, 0)]?.focus();
        }}
        className="grid w-max grid-cols-5 gap-1.5"
      >
        {PALETTE.map((entry, index) => {
          const selected = entry.hex === current;
          return (
            <button
              key={entry.name}
              ref={(el) => {
                swatchRefs.current[index] = el;
              }}
              type="button"
              aria-label={colorNames[entry.name]}
              aria-pressed={selected}
              title={colorNames[entry.name]}
              onClick={() => {
                onSelect(entry.hex);
                setOpen(false);
              }}
              className="focus-visible:outline-brand-600 flex h-7 w-7 items-center justify-center rounded-full ring-1 ring-black/10 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2"
              style={{ backgroundColor: entry.hex }}
            >
              {selected ? (
                <Check aria-hidden className="h-4 w-4 text-white" strokeWidth={3} />
              ) : null}
            </button>
          );
        })}
      </PopoverContent>
    </Popover>
  );
}
