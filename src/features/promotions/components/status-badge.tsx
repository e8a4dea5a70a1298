import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { PublishStatus } from '@/lib/publish-lifecycle';
import { statusLabels } from '../strings';

// Same tones as the survey list, so a status reads the same on every screen.
const tones: Record<PublishStatus, BadgeTone> = {
  draft: 'gray',
  published: 'green',
  closed: 'red',
};

export function StatusBadge({ status }: { status: PublishStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
