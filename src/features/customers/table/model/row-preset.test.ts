import { describe, expect, it } from 'vitest';
import {
  matchesPreset,
  parseRowPreset,
  presetQuery,
  withoutPreset,
  type PresetRow,
} from './row-preset';

const TODAY = '2026-11-27'; // a Friday
type Row = PresetRow & {
  obAssignee: string;
  assignee?: string;
  confidence?: string;
  closeDate?: string;
};
const ob = (over: Partial<Row>): Row => ({
  obAssignee: '山本',
  progress: '進行中',
  plannedDeliveryDate: '',
  deliveryDate: '',
  surveyResponseDate: '',
  ...over,
});
const match = (row: PresetRow, query: string, assigneeKey = 'obAssignee') =>
  matchesPreset(row, parseRowPreset(new URLSearchParams(query))!, TODAY, assigneeKey);

describe('row presets in the URL', () => {
  it('round-trips through the query, names and Japanese included', () => {
    const query = presetQuery({
      assignees: ['山本', '佐藤'],
      notProgress: ['完了'],
      date: 'overdue',
      fields: { confidence: ['A'] },
      months: { closeDate: '2026-12' },
    });
    expect(parseRowPreset(new URLSearchParams(query))).toEqual({
      assignees: ['山本', '佐藤'],
      progress: null,
      notProgress: ['完了'],
      date: 'overdue',
      fields: { confidence: ['A'] },
      months: { closeDate: '2026-12' },
    });
    expect(parseRowPreset(new URLSearchParams('field.confidence=B'))?.fields).toEqual({
      confidence: ['B'],
    });
    expect(parseRowPreset(new URLSearchParams('view=standard'))).toBeNull();
    expect(withoutPreset(new URLSearchParams(`${query}&view=v1`)).toString()).toBe('view=v1');
  });

  it('assignees and progress', () => {
    expect(match(ob({}), 'assignee=山本&progress=進行中')).toBe(true);
    expect(match(ob({ obAssignee: '田中' }), 'assignee=山本&assignee=佐藤')).toBe(false);
    expect(match(ob({ progress: '' }), 'progress=')).toBe(true);
    expect(match(ob({ progress: '完了' }), 'notProgress=完了')).toBe(false);
  });

  it('the 担当 is the table’s own field; fields by value, dates by month', () => {
    const deal = ob({ obAssignee: '', assignee: '佐藤', confidence: 'A', closeDate: '2026-12-31' });
    expect(match(deal, 'assignee=佐藤', 'assignee')).toBe(true);
    expect(match(deal, 'assignee=佐藤', 'obAssignee')).toBe(false);
    expect(match(deal, 'field.confidence=A&month.closeDate=2026-12', 'assignee')).toBe(true);
    expect(match(deal, 'field.confidence=B&field.confidence=C', 'assignee')).toBe(false);
    expect(match(deal, 'month.closeDate=2027-01', 'assignee')).toBe(false);
    expect(match(ob({ progress: '失注' }), 'notProgress=受注&notProgress=失注')).toBe(false);
    expect(match(ob({ progress: '交渉' }), 'notProgress=受注&notProgress=失注')).toBe(true);
  });

  it('overdue: 納品予定日 passed, not delivered, not 完了', () => {
    expect(match(ob({ plannedDeliveryDate: '2026-11-26' }), 'date=overdue')).toBe(true);
    expect(match(ob({ plannedDeliveryDate: TODAY }), 'date=overdue')).toBe(false);
    expect(match(ob({ plannedDeliveryDate: '2026-11-26', progress: '完了' }), 'date=overdue')).toBe(
      false,
    );
    expect(
      match(ob({ plannedDeliveryDate: '2026-11-26', deliveryDate: '2026-11-25' }), 'date=overdue'),
    ).toBe(false);
  });

  it('the next 7 days, across a month end', () => {
    expect(match(ob({ plannedDeliveryDate: TODAY }), 'date=next7')).toBe(true);
    expect(match(ob({ plannedDeliveryDate: '2026-12-04' }), 'date=next7')).toBe(true);
    expect(match(ob({ plannedDeliveryDate: '2026-12-05' }), 'date=next7')).toBe(false);
  });

  it('no contact for 30 days and answers this week (Monday to today)', () => {
    const sa = (lastContactDate: string) => ({ obAssignee: '山本', progress: '', lastContactDate });
    expect(match(sa('2026-10-28'), 'date=stale30')).toBe(true);
    expect(match(sa('2026-10-29'), 'date=stale30')).toBe(false);
    expect(match(sa(''), 'date=stale30')).toBe(false);
    expect(match(ob({ surveyResponseDate: '2026-11-23' }), 'date=answeredThisWeek')).toBe(true);
    expect(match(ob({ surveyResponseDate: '2026-11-22' }), 'date=answeredThisWeek')).toBe(false);
  });
});
