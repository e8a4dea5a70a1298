/**
 * What applies 表示条件 (which questions are shown, which answers are sent), loaded only for a
 * survey that has rules: the public page of a survey without them carries none of it. A module of
 * its own, not code in index.ts: the public page's bundle takes a barrel's re-exports one by one,
 * but a barrel with code of its own brings every module it names.
 */
export const loadSurveyLogic = () => import('./show-if');
export type SurveyLogic = Awaited<ReturnType<typeof loadSurveyLogic>>;
