import type { GtmForm, GtmTagSet } from './types';

/** Pure edits of the form; every list keeps at least one entry (spec section 5). */

let nextId = 0;
const newId = () => `tagset-${Date.now().toString(36)}-${(nextId += 1)}`;

export function emptyTagSet(id: string = newId()): GtmTagSet {
  return { id, tagname: '', top_urls: [''], input_urls: [''], thanks_urls: [''] };
}

export function initialGtmForm(): GtmForm {
  return {
    tagSets: [emptyTagSet()],
    useCommonThanksPages: false,
    thanks_urls: [''],
    isOEM: false,
    oem_name: '',
    tag_domain: '',
    cvStopMode: 'individual',
    commonCVStopName: '',
  };
}

export function addTagSet(form: GtmForm, tagSet: GtmTagSet = emptyTagSet()): GtmForm {
  return { ...form, tagSets: [...form.tagSets, tagSet] };
}

export function removeTagSet(form: GtmForm, id: string): GtmForm {
  if (form.tagSets.length <= 1) return form;
  return { ...form, tagSets: form.tagSets.filter((t) => t.id !== id) };
}

export function updateTagSet(form: GtmForm, id: string, patch: Partial<GtmTagSet>): GtmForm {
  return { ...form, tagSets: form.tagSets.map((t) => (t.id === id ? { ...t, ...patch } : t)) };
}

export function addUrl(urls: readonly string[]): string[] {
  return [...urls, ''];
}

export function removeUrl(urls: readonly string[], index: number): string[] {
  if (urls.length <= 1) return [...urls];
  return urls.filter((_, i) => i !== index);
}

export function setUrl(urls: readonly string[], index: number, value: string): string[] {
  return urls.map((url, i) => (i === index ? value : url));
}
/** Has the user entered anything? The form is never stored, so leaving would lose it. */
export function hasGtmInput(form: GtmForm): boolean {
  const filled = (value: string) => value.trim() !== '';
  return (
    form.tagSets.length > 1 ||
    form.tagSets.some(
      (t) =>
        filled(t.tagname) ||
        [...t.top_urls, ...t.input_urls, ...t.thanks_urls].some(filled) ||
        t.top_urls.length + t.input_urls.length + t.thanks_urls.length > 3,
    ) ||
    form.thanks_urls.some(filled) ||
    form.isOEM ||
    form.useCommonThanksPages ||
    form.cvStopMode !== 'individual' ||
    filled(form.commonCVStopName)
  );
}
