import { describe, expect, it } from 'vitest';
import { gtmMessages as m } from '../strings';
import { addUrl, hasGtmInput, initialGtmForm, removeTagSet, removeUrl } from './gtm-form';
import { tagSet, validForm } from './test-forms';
import { fieldKey, validateGtmForm } from './validate-gtm';

describe('validateGtmForm', () => {
  it('a filled form has no errors', () => {
    expect(validateGtmForm(validForm())).toEqual({});
  });

  it('an empty form names every required field of the tag set', () => {
    const form = initialGtmForm();
    const id = form.tagSets[0]!.id;
    const scope = fieldKey.tagSetScope(id);
    expect(validateGtmForm(form)).toEqual({
      [fieldKey.tagname(id)]: m.tagNameRequired,
      [fieldKey.url(scope, 'top_urls', 0)]: m.topUrlRequired,
      [fieldKey.url(scope, 'input_urls', 0)]: m.inputUrlRequired,
      [fieldKey.url(scope, 'thanks_urls', 0)]: m.thanksUrlRequired,
    });
  });

  it('every URL must be http(s)://…', () => {
    const form = validForm({
      tagSets: [
        tagSet(1, { top_urls: ['example.com'], input_urls: ['ftp://x.jp', 'http://ok.jp'] }),
      ],
    });
    const scope = fieldKey.tagSetScope('ts1');
    expect(validateGtmForm(form)).toEqual({
      [fieldKey.url(scope, 'top_urls', 0)]: m.invalidUrl,
      [fieldKey.url(scope, 'input_urls', 0)]: m.invalidUrl,
    });
  });

  it('thanks pages: not needed with CV/STOP none; the common list replaces the per-set lists', () => {
    const blankThanks = [tagSet(1, { thanks_urls: [''] })];
    expect(validateGtmForm(validForm({ tagSets: blankThanks, cvStopMode: 'none' }))).toEqual({});
    expect(
      validateGtmForm(
        validForm({ tagSets: blankThanks, useCommonThanksPages: true, thanks_urls: [''] }),
      ),
    ).toEqual({ [fieldKey.url(fieldKey.commonScope, 'thanks_urls', 0)]: m.thanksUrlRequired });
    expect(
      validateGtmForm(
        validForm({ useCommonThanksPages: true, thanks_urls: ['https://lp.jp/thanks', 'nope'] }),
      ),
    ).toEqual({ [fieldKey.url(fieldKey.commonScope, 'thanks_urls', 1)]: m.invalidUrl });
  });

  it('a tag name used by an earlier tag set is a duplicate (GTM needs unique tag names)', () => {
    const form = validForm({ tagSets: [tagSet(1), tagSet(2, { tagname: ' 資料請求1 ' })] });
    expect(validateGtmForm(form)).toEqual({ [fieldKey.tagname('ts2')]: m.tagNameDuplicate });
  });

  it('OEM needs a name and a delivery domain; common CV/STOP needs its tag name', () => {
    expect(validateGtmForm(validForm({ isOEM: true }))).toEqual({
      [fieldKey.oemName]: m.oemNameRequired,
      [fieldKey.tagDomain]: m.tagDomainRequired,
    });
    expect(validateGtmForm(validForm({ cvStopMode: 'common', commonCVStopName: ' ' }))).toEqual({
      [fieldKey.commonName]: m.commonNameRequired,
    });
  });
});

describe('form edits keep one entry', () => {
  it('the last URL and the last tag set cannot be removed', () => {
    expect(removeUrl(['a'], 0)).toEqual(['a']);
    expect(removeUrl(addUrl(['a']), 0)).toEqual(['']);
    const form = initialGtmForm();
    expect(removeTagSet(form, form.tagSets[0]!.id)).toBe(form);
  });
});

describe('hasGtmInput', () => {
  it('is false for the untouched form and true once anything is entered or chosen', () => {
    const form = initialGtmForm();
    expect(hasGtmInput(form)).toBe(false);
    expect(hasGtmInput({ ...form, cvStopMode: 'none' })).toBe(true);
    expect(hasGtmInput({ ...form, isOEM: true })).toBe(true);
    expect(hasGtmInput(validForm())).toBe(true);
    const [only] = form.tagSets;
    expect(hasGtmInput({ ...form, tagSets: [{ ...only!, top_urls: ['', ''] }] })).toBe(true);
    expect(hasGtmInput({ ...form, tagSets: [{ ...only!, tagname: '  ' }] })).toBe(false);
  });
});
