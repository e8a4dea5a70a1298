import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { PublishStatus } from '@/lib/publishable/publish-lifecycle';
import { publishStatusLabels } from './strings';

const tones: Record<PublishStatus, BadgeTone> = {
  draft: 'gray',
  published: 'green',
  closed: 'red',
};

export function PublishStatusBadge({ status }: { status: PublishStatus }) {
  return <Badge tone={tones[status]}>{publishStatusLabels[status]}</Badge>;
}
