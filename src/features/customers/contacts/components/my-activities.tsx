import { subscribeMyActivities } from '../data/activities-store';
import { useActivities } from '../hooks/use-activities';
import { MyReminders } from './my-reminders';
import { WeekActivities } from './week-activities';

/**
 * マイページ's part of 活動: 「自分のリマインダー」, then 「今週の活動」 and the team's four weeks,
 * over one live read of the member's own activities.
 */
export function MyActivities({ uid }: { uid: string }) {
  const mine = useActivities(`mine:${uid}`, (on, fail) => subscribeMyActivities(uid, on, fail));
  return (
    <>
      <MyReminders uid={uid} mine={mine} />
      <WeekActivities mine={mine} />
    </>
  );
}
