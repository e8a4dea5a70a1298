import { formatNumber } from '@/lib/format-number';
import { clipForDisplay } from '../../model/display-text';
import { resultsStrings } from '../../results-strings';

/** An answer cut to `max` characters for the screen, saying how long it really is. */
export function ClippedText({ text, max }: { text: string; max: number }) {
  const { shown, total } = clipForDisplay(text, max);
  if (shown === text) return <>{text}</>;
  return (
    <>
      {shown}
      <span className="text-xs text-slate-500">{resultsStrings.clipped(formatNumber(total))}</span>
    </>
  );
}
