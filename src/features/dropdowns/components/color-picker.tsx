import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeColor, PALETTE, paletteNameOf } from '../model/palette';
import { colorNames, dropdownStrings as s } from '../strings';

const COLUMNS = 5;

/**
 * A swatch button that discloses the 15-colour palette. Each colour is a button named after
 * the colour; arrow keys move between them, Escape closes and returns focus to the swatch.
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
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const swatchRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = normalizeColor(value);
  const currentName = paletteNameOf(current);
  const currentIndex = PALETTE.findIndex((entry) => entry.hex === current);

  useEffect(() => {
    if (!open) return;
    swatchRefs.current[Math.max(currentIndex, 0)]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open, currentIndex]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = swatchRefs.current.findIndex((el) => el === document.activeElement);
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key in step && index >= 0) {
      event.preventDefault();
      const next = (index + step[event.key]! + PALETTE.length) % PALETTE.length;
      swatchRefs.current[next]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      swatchRefs.current[event.key === 'Home' ? 0 : PALETTE.length - 1]?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        aria-label={s.colorButton(optionLabel, currentName ? colorNames[currentName] : current)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={currentName ? colorNames[currentName] : current}
        onClick={() => setOpen((was) => !was)}
        className="flex h-8 w-8 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <span
          aria-hidden
          className="h-4 w-4 rounded-full ring-1 ring-black/10"
          style={{ backgroundColor: current }}
        />
      </button>
      {open ? (
        // The group only forwards arrow / Escape keys to the colour buttons inside it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          id={panelId}
          role="group"
          aria-label={s.colorPanel(optionLabel)}
          onKeyDown={handlePanelKeyDown}
          className="absolute top-full left-0 z-30 mt-1 grid w-max grid-cols-5 gap-1.5 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
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
                  close();
                }}
                className="flex h-7 w-7 items-center justify-center rounded-full ring-1 ring-black/10 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                style={{ backgroundColor: entry.hex }}
              >
                {selected ? (
                  <Check aria-hidden className="h-4 w-4 text-white" strokeWidth={3} />
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
