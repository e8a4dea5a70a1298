import { Toggle } from '@/components/ui/toggle';
import type { PublishStatus } from '@/lib/publishable/publish-lifecycle';
import { publishToggleTooltips } from './strings';

/** On only while published; its name and tooltip say what a click does next. */
export function PublishToggle({
  status,
  busy,
  onToggle,
}: {
  status: PublishStatus;
  busy: boolean;
  onToggle?: () => void;
}) {
  return (
    <Toggle
      checked={status === 'published'}
      label={publishToggleTooltips[status]}
      disabled={busy}
      onChange={() => onToggle?.()}
    />
  );
}
