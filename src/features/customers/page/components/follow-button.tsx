import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { CustomerTable } from '@/contracts/collections';
import { setFollowing, subscribeFollowing } from '../data/follows';
import { customerPageStrings as s } from '../../strings';

/** 「フォロー」 / 「フォロー解除」: new comments on this customer reach the member's inbox. */
export function FollowButton({
  table,
  rowId,
  uid,
}: {
  table: CustomerTable;
  rowId: string;
  uid: string;
}) {
  const [following, setState] = useState<{ key: string; on: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = `${table}/${rowId}/${uid}`;
  useEffect(
    () =>
      subscribeFollowing(
        table,
        rowId,
        uid,
        (on) => setState({ key, on }),
        (error) => console.error('follow: read failed', error),
      ),
    [table, rowId, uid, key],
  );
  const on = following?.key === key ? following.on : null;
  if (on === null) return null;
  return (
    <Button
      variant="secondary"
      disabled={busy}
      title={s.followHint}
      onClick={() => {
        setBusy(true);
        setFollowing(table, rowId, uid, !on)
          .catch((error: unknown) => {
            console.error('follow: write failed', error);
            notify.error(s.followFailed);
          })
          .finally(() => setBusy(false));
      }}
    >
      {on ? <BellOff className="h-4 w-4" aria-hidden /> : <Bell className="h-4 w-4" aria-hidden />}
      {on ? s.unfollow : s.follow}
    </Button>
  );
}
