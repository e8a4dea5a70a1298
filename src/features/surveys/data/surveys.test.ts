import { beforeEach, describe, expect, it } from 'vitest';
import { backend, setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { surveyPublicUrl } from '@/lib/paths';
import {
  applySurveyAction,
  archiveSurvey,
  createSurvey,
  getSurvey,
  getSurveySettings,
  listSurveys,
  publicLinkOf,
  saveSurveySettings,
  updateSurvey,
} from './surveys';

const staff = { uid: 'u1', name: '山田', email: 'y@example.com' };
const draft = {
  title: '  T  ',
  description: 'D',
  thankYouMessage: 'Y',
  fields: [{ id: 'f', type: 'text', label: 'L', required: false, order: 0 }],
};

let n = 0;
beforeEach(async () => {
  n += 1;
  setBackendForTests(
    await createLocalBackend({ seed: 'empty', databaseName: `surveys-data-${n}-${Date.now()}` }),
  );
});

describe('survey data', () => {
  it('creates a trimmed draft with creator fields and the public link from its id', async () => {
    const id = await createSurvey(draft, staff);
    const survey = (await getSurvey(id))!;
    expect(survey).toMatchObject({
      title: 'T',
      status: 'draft',
      responseCount: 0,
      createdBy: 'u1',
      createdByName: '山田',
      createdByEmail: 'y@example.com',
      publicUrl: surveyPublicUrl(id),
      isArchived: false,
    });
    expect(survey.createdAt).toBeInstanceOf(Date);
    expect(await getSurvey('missing')).toBeNull();
  });

  it('updates with last-editor fields', async () => {
    const id = await createSurvey(draft, staff);
    await updateSurvey(id, { ...draft, title: 'T2' }, { ...staff, uid: 'u2', name: '佐藤' });
    expect(await getSurvey(id)).toMatchObject({
      title: 'T2',
      lastEditedBy: 'u2',
      lastEditedByName: '佐藤',
    });
  });

  it('keeps fieldIds, the field ids the rules check answer keys against, on every save', async () => {
    const id = await createSurvey(draft, staff);
    expect((await backend().data.get('surveys', id))?.data.fieldIds).toEqual(['f']);
    const second = { id: 'g', type: 'rating', label: 'R', required: true, order: 1 };
    await updateSurvey(id, { ...draft, fields: [...draft.fields, second] }, staff);
    expect((await backend().data.get('surveys', id))?.data.fieldIds).toEqual(['f', 'g']);
  });

  it('stores one answer per browser off unless the draft turns it on, and reads it back', async () => {
    const id = await createSurvey(draft, staff);
    expect((await getSurvey(id))?.oneAnswerPerBrowser).toBe(false);
    await updateSurvey(id, { ...draft, oneAnswerPerBrowser: true }, staff);
    expect((await getSurvey(id))?.oneAnswerPerBrowser).toBe(true);
  });

  it('runs the lifecycle: publish, close, reopen clears closedAt', async () => {
    const id = await createSurvey(draft, staff);
    await applySurveyAction(id, 'publish', new Date('2026-01-01T00:00:00Z'));
    expect(await getSurvey(id)).toMatchObject({
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await applySurveyAction(id, 'close', new Date('2026-01-02T00:00:00Z'));
    expect(await getSurvey(id)).toMatchObject({
      status: 'closed',
      closedAt: new Date('2026-01-02T00:00:00Z'),
    });
    await applySurveyAction(id, 'reopen');
    expect(await getSurvey(id)).toMatchObject({ status: 'published', closedAt: null });
  });

  it('lists newest first without archived ones', async () => {
    const a = await createSurvey({ ...draft, title: 'A' }, staff);
    await new Promise((r) => setTimeout(r, 5));
    await createSurvey({ ...draft, title: 'B' }, staff);
    expect((await listSurveys()).map((s) => s.title)).toEqual(['B', 'A']);
    await archiveSurvey(a);
    expect((await listSurveys()).map((s) => s.title)).toEqual(['B']);
  });

  it('settings: merge write keeps createdAt from the first save', async () => {
    expect((await getSurveySettings()).footerText).toBe('');
    await saveSurveySettings('one');
    const first = await getSurveySettings();
    await new Promise((r) => setTimeout(r, 5));
    await saveSurveySettings('two');
    const second = await getSurveySettings();
    expect(second.footerText).toBe('two');
    expect(second.createdAt).toEqual(first.createdAt);
    expect(second.updatedAt!.getTime()).toBeGreaterThan(first.updatedAt!.getTime());
  });

  it('builds the copy/open link from the id, never from a stored publicUrl', () => {
    const stored = { id: 's1', publicUrl: 'https://evil.example/phish' };
    expect(publicLinkOf(stored)).toBe(surveyPublicUrl('s1'));
    expect(publicLinkOf({ id: 's 1' })).toBe(surveyPublicUrl('s 1'));
    expect(publicLinkOf({ id: 's 1' })).toMatch(/\/s%201$/);
  });
});
