import { insertField, moveField, removeField, replaceField } from './field-ops';
import { type SurveyDraft } from './survey-draft';
import type { SurveyField } from './types';

/** Every change the builder/editor makes to its draft; the reducer only calls pure operations. */
export type DraftAction =
  | { type: 'reset'; draft: SurveyDraft }
  | { type: 'setTitle'; title: string }
  | { type: 'setDescription'; description: string }
  | { type: 'setThankYou'; thankYouMessage: string }
  | { type: 'setOneAnswerPerBrowser'; on: boolean }
  | { type: 'setOneAnswerPerLink'; on: boolean }
  | { type: 'setClosesAt'; closesAt: string }
  | { type: 'setMaxResponses'; maxResponses: string }
  | { type: 'setChatworkNotify'; on: boolean }
  | { type: 'setAiSummaryEnabled'; on: boolean }
  | { type: 'setChatworkRoomId'; roomId: string }
  | { type: 'insertField'; field: SurveyField; index: number }
  | { type: 'moveField'; from: number; to: number }
  | { type: 'removeField'; id: string }
  | { type: 'replaceField'; field: SurveyField };

export function draftReducer(draft: SurveyDraft, action: DraftAction): SurveyDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'setTitle':
      return { ...draft, title: action.title };
    case 'setDescription':
      return { ...draft, description: action.description };
    case 'setThankYou':
      return { ...draft, thankYouMessage: action.thankYouMessage };
    case 'setOneAnswerPerBrowser':
      return { ...draft, oneAnswerPerBrowser: action.on };
    case 'setOneAnswerPerLink':
      return { ...draft, oneAnswerPerLink: action.on };
    case 'setClosesAt':
      return { ...draft, closesAt: action.closesAt };
    case 'setMaxResponses':
      return { ...draft, maxResponses: action.maxResponses };
    case 'setChatworkNotify':
      return { ...draft, chatworkNotify: action.on };
    case 'setChatworkRoomId':
      return { ...draft, chatworkRoomId: action.roomId };
    case 'setAiSummaryEnabled':
      return { ...draft, aiSummaryEnabled: action.on };
    case 'insertField':
      return { ...draft, fields: insertField(draft.fields, action.field, action.index) };
    case 'moveField':
      return { ...draft, fields: moveField(draft.fields, action.from, action.to) };
    case 'removeField':
      return { ...draft, fields: removeField(draft.fields, action.id) };
    case 'replaceField':
      return { ...draft, fields: replaceField(draft.fields, action.field) };
  }
}
