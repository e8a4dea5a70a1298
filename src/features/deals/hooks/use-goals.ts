import { useEffect, useState } from 'react';
import { subscribeGoals } from '../data/goals';

type GoalsState =
  | { status: 'loading' }
  | { status: 'ready'; goals: ReadonlyMap<string, number> }
  | { status: 'error'; error: Error };

/** The 目標 of `month`, live (a 管理者's entry shows on every open ヨミ表). */
export function useGoals(month: string): GoalsState {
  const [state, setState] = useState<{ month: string; state: GoalsState }>({
    month,
    state: { status: 'loading' },
  });
  useEffect(
    () =>
      subscribeGoals(
        month,
        (goals) => setState({ month, state: { status: 'ready', goals } }),
        (error) => setState({ month, state: { status: 'error', error } }),
      ),
    [month],
  );
  return state.month === month ? state.state : { status: 'loading' };
}
