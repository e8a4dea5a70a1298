import type { GtmForm, GtmTagSet } from './types';

/** Forms the tests and golden files share: two tag sets, every list filled. */
export const EXPORTED_AT = new Date('2026-11-22T03:04:05Z');

export function tagSet(n: number, patch: Partial<GtmTagSet> = {}): GtmTagSet {
  return {
    id: `ts${n}`,
    tagname: `資料請求${n}`,
    top_urls: [`https://site${n}.example.jp/`],
    input_urls: [`https://site${n}.example.jp/form`, `https://site${n}.example.jp/form/confirm`],
    thanks_urls: [`https://site${n}.example.jp/thanks`],
    ...patch,
  };
}

export function validForm(patch: Partial<GtmForm> = {}): GtmForm {
  return {
    tagSets: [tagSet(1), tagSet(2)],
    useCommonThanksPages: false,
    thanks_urls: [''],
    isOEM: false,
    oem_name: '',
    tag_domain: '',
    cvStopMode: 'individual',
    commonCVStopName: '',
    ...patch,
  };
}
