import { beforeEach, describe, expect, it } from 'vitest';
import { backend } from '@/lib/backend';
import { freshLocalBackend, steppingClock } from '@/lib/backend/local/fresh-test-backend';
import { surveyPublicUrl } from '@/lib/public-urls';
import { surveyStrings } from '../strings';
import { getSurveySettings, saveSurveySettings, surveyStore } from './surveys';

const staff = { uid: 'u1', name: '山田', email: 'y@example.com' };
const draft = {
  title: '  T  ',
  description: 'D',
  thankYouMessage: 'Y',
  fields: [{ id: 'f', type: 'text', label: 'L', required: false, order: 0 }],
};

// Each server timestamp is a second after the last: writes are ordered without waiting.
beforeEach(() => freshLocalBackend('surveys-data', { now: steppingClock() }));

describe('survey data', () => {
  it('creates a trimmed draft with responseCount 0 and the public link from its id', async () => {
    const id = await surveyStore.create(draft, staff);
    expect(await surveyStore.get(id)).toMatchObject({
      title: 'T',
      description: 'D',
      thankYouMessage: 'Y',
      status: 'draft',
      responseCount: 0,
      publicUrl: surveyPublicUrl(id),
    });
    expect(surveyStore.linkOf({ id: 's 1' })).toBe(surveyPublicUrl('s 1'));
  });

  it('stores a 表示条件 on a customer value as a reference; staff get the rule back; links follow a change', async () => {
    const data = backend().data;
    const onProgress = (label: string) => ({
      ...draft,
      fields: [
        {
          id: 'f',
          type: 'text',
          label: 'L',
          required: false,
          order: 0,
          showIf: {
            match: 'all' as const,
            conditions: [
              {
                source: { kind: 'link' as const, key: 'sa.progress' },
                op: 'is' as const,
                values: [label],
              },
            ],
          },
        },
      ],
    });
    const id = await surveyStore.create(onProgress('失注（価格）'), staff);
    const stored = JSON.stringify((await data.get('surveys', id))?.data);
    expect(stored).not.toContain('失注');
    expect(stored).not.toContain('sa.progress');
    expect((await surveyStore.get(id))?.fields).toEqual(onProgress('失注（価格）').fields);
    // A customer's link made under these rules, then the rule changed: the link is told again.
    await data.set('sa_list', 'c1', { clientName: 'アオバ商事', progress: '商談中' });
    await data.set('surveyLinks', 'TOKEN0123456789abcde', {
      surveyId: id,
      table: 'sa_list',
      rowId: 'c1',
    });
    await data.set('surveyLinkValues', 'TOKEN0123456789abcde', {
      surveyId: id,
      values: { 'f.0': '0' },
    });
    await surveyStore.update(id, onProgress('商談中'), staff);
    expect((await data.get('surveyLinkValues', 'TOKEN0123456789abcde'))?.data).toEqual({
      surveyId: id,
      values: { 'f.0': '1' },
    });
    // No rule on the customer any more: the link carries nothing.
    await surveyStore.update(id, draft, staff);
    expect(await data.get('surveyLinkValues', 'TOKEN0123456789abcde')).toBeNull();
    expect((await data.get('surveyLinkRules', id))?.data).toEqual({ rules: {} });
  });

  it('keeps fieldIds, the field ids the rules check answer keys against, on every save', async () => {
    const id = await surveyStore.create(draft, staff);
    expect((await backend().data.get('surveys', id))?.data.fieldIds).toEqual(['f']);
    const second = { id: 'g', type: 'rating', label: 'R', required: true, order: 1 };
    await surveyStore.update(id, { ...draft, fields: [...draft.fields, second] }, staff);
    expect((await backend().data.get('surveys', id))?.data.fieldIds).toEqual(['f', 'g']);
  });

  it('stores one answer per browser off unless the draft turns it on, and reads it back', async () => {
    const id = await surveyStore.create(draft, staff);
    expect((await surveyStore.get(id))?.oneAnswerPerBrowser).toBe(false);
    await surveyStore.update(id, { ...draft, oneAnswerPerBrowser: true }, staff);
    expect((await surveyStore.get(id))?.oneAnswerPerBrowser).toBe(true);
  });

  it('stores one answer per personal link off unless the draft turns it on', async () => {
    const id = await surveyStore.create(draft, staff);
    expect((await surveyStore.get(id))?.oneAnswerPerLink).toBe(false);
    await surveyStore.update(id, { ...draft, oneAnswerPerLink: true }, staff);
    expect((await surveyStore.get(id))?.oneAnswerPerLink).toBe(true);
  });

  it('a survey past its closing time or at its limit is not published or reopened; closing is', async () => {
    const past = await surveyStore.create({ ...draft, closesAt: '2020-01-01T00:00' }, staff);
    await expect(surveyStore.applyAction(past, 'publish')).rejects.toThrow(
      surveyStrings.openRefused.time,
    );
    expect((await surveyStore.get(past))?.status).toBe('draft');
    const full = await surveyStore.create({ ...draft, maxResponses: '2' }, staff);
    await surveyStore.applyAction(full, 'publish');
    await backend().data.update('surveys', full, { responseCount: 2 });
    await surveyStore.applyAction(full, 'close');
    await expect(surveyStore.applyAction(full, 'reopen')).rejects.toThrow(
      surveyStrings.openRefused.count,
    );
    expect((await surveyStore.get(full))?.status).toBe('closed');
  });

  it('settings: merge write keeps createdAt from the first save', async () => {
    expect((await getSurveySettings()).footerText).toBe('');
    await saveSurveySettings('one');
    const first = await getSurveySettings();
    await saveSurveySettings('two');
    const second = await getSurveySettings();
    expect(second.footerText).toBe('two');
    expect(second.createdAt).toEqual(first.createdAt);
    expect(second.updatedAt!.getTime()).toBeGreaterThan(first.updatedAt!.getTime());
  });
});
