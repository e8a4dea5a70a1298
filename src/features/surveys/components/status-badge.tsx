import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { PublishStatus } from '@/lib/publish-lifecycle';
import { statusLabels } from '../strings';

const tones: Record<PublishStatus, BadgeTone> = {
  draft: 'gray',
  published: 'green',
  closed: 'red',
};

export function StatusBadge({ status }: { status: PublishStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
