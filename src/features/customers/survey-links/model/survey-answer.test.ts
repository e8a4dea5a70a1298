import { describe, expect, test } from 'vitest';
import { isCustomerToken } from '@/contracts/customer-token';
import { linkedName, linkOfResponse, parseSurveyLink } from './survey-answer';
import { obLink } from './test-links';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

describe('token resolution', () => {
  test('a token is 20 letters and digits', () => {
    expect(isCustomerToken(TOKEN)).toBe(true);
    for (const bad of ['short', `${TOKEN}x`, 'AbCdEfGhIjKlMnOpQr-t', 42, null])
      expect(isCustomerToken(bad)).toBe(false);
  });

  test("a response names its token's link only for the link's own survey", () => {
    const response = { surveyId: 's1', customerToken: TOKEN };
    expect(linkOfResponse(response, obLink)).toBe(obLink);
    expect(linkOfResponse({ ...response, surveyId: 's2' }, obLink)).toBeNull();
    expect(linkOfResponse(response, null)).toBeNull(); // unknown / forged token
    expect(linkOfResponse({ surveyId: 's1', customerToken: 'x' }, obLink)).toBeNull();
    expect(linkOfResponse({ surveyId: 's1' }, obLink)).toBeNull();
  });

  test('a stored link is read defensively', () => {
    expect(parseSurveyLink({ surveyId: 's1', table: 'ob_list', rowId: 'o1' })).toEqual({
      ...obLink,
      clientName: '',
    });
    expect(parseSurveyLink({ surveyId: 's1', table: 'members', rowId: 'u' })).toBeNull();
    expect(parseSurveyLink(null)).toBeNull();
  });

  test('a contact’s link names the person after the company', () => {
    const link = parseSurveyLink({
      surveyId: 's1',
      table: 'sa_list',
      rowId: 'c1',
      clientName: '株式会社アオバ',
      contactId: 'ct1',
      contactName: '山田 太郎',
    })!;
    expect(link.contactId).toBe('ct1');
    expect(linkedName(link)).toBe('株式会社アオバ（山田 太郎）');
    expect(linkedName({ clientName: '株式会社アオバ', contactName: '' })).toBe('株式会社アオバ');
  });
});
