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

  it.each([
    'tag.example.com"><script>alert(1)</script>',
    'tag.example.com/evil.js',
    '{{Page Hostname}}',
    'javascript:alert(1)',
    'tag example.com',
    'tag.example.com:99999',
    '//tag.example.com',
  ])('a delivery domain that is not a host name is refused: %j', (tag_domain) => {
    const form = validForm({ isOEM: true, oem_name: 'ACME', tag_domain });
    expect(validateGtmForm(form)).toEqual({ [fieldKey.tagDomain]: m.tagDomainInvalid });
  });

  it.each([
    'tag.partner.co.jp',
    'tag.partner.co.jp:8443',
    'https://tag.partner.co.jp/',
    ' localhost ',
  ])('a host name, with a port or typed as a URL, is a valid delivery domain: %j', (tag_domain) => {
    expect(validateGtmForm(validForm({ isOEM: true, oem_name: 'ACME', tag_domain }))).toEqual({});
  });

  it('{ } are refused in tag names, the common tag name and URLs', () => {
    const form = validForm({
      tagSets: [tagSet(1, { tagname: '資料{{Page URL}}', input_urls: ['https://a.jp/{x}'] })],
      cvStopMode: 'common',
      commonCVStopName: '共通}',
    });
    const scope = fieldKey.tagSetScope('ts1');
    expect(validateGtmForm(form)).toEqual({
      [fieldKey.tagname('ts1')]: m.bracesNotAllowed,
      [fieldKey.url(scope, 'input_urls', 0)]: m.bracesNotAllowed,
      [fieldKey.commonName]: m.bracesNotAllowed,
    });
  });

  it('a lone surrogate in a tag name or URL is refused instead of crashing the page', () => {
    const form = validForm({
      tagSets: [tagSet(1, { tagname: '資料\uD83D', top_urls: ['https://a.jp/\uDE00'] })],
    });
    const scope = fieldKey.tagSetScope('ts1');
    expect(validateGtmForm(form)).toEqual({
      [fieldKey.tagname('ts1')]: m.brokenCharacters,
      [fieldKey.url(scope, 'top_urls', 0)]: m.invalidUrl,
    });
    expect(validateGtmForm(validForm({ tagSets: [tagSet(1, { tagname: '資料😀' })] }))).toEqual({});
  });
});
