import { parseNumber } from '@/features/customers/model';
import { useState } from 'react';
import { TextInput } from '@/components/ui/form-controls';
import { notify } from '@/components/ui/toast';
import { saveGoal } from '../data/goals';
import { dealStrings as s } from '../strings';

/** A 管理者's 目標 for one 担当者 and month: saved when the field is left or Enter is pressed. */
export function GoalInput({
  month,
  assignee,
  name,
  goal,
  uid,
}: {
  month: string;
  assignee: string;
  name: string;
  goal: number | null;
  uid: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = async () => {
    if (draft === null) return;
    const digits = parseNumber(draft);
    setDraft(null);
    if (digits === null) {
      notify.error(s.goalInvalid);
      return;
    }
    const amount = digits === '' ? null : Number(digits);
    if (amount === goal) return;
    try {
      await saveGoal(month, assignee, amount, uid);
      notify.success(s.goalSaved);
    } catch (failure) {
      console.error('dealGoals: save failed', failure);
      notify.error(s.goalFailed);
    }
  };
  return (
    <TextInput
      inputMode="numeric"
      aria-label={s.goalInput(name)}
      value={draft ?? (goal === null ? '' : String(goal))}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          void commit();
        }
      }}
      className="ml-auto w-32 py-1 text-right"
    />
  );
}
