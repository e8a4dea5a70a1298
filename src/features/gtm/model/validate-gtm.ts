import { gtmMessages as m, type GtmMessage } from '../strings';
import { isHostName } from '@/lib/is-host-name';
import { hasBraces, hasLoneSurrogate, normaliseTagDomain } from './gtm-text';
import type { GtmForm } from './types';

/** Errors by field key (see `fieldKey`); empty when the form can be exported. */
export type GtmErrors = Record<string, GtmMessage>;

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The key of one input: stable across edits, since tag sets are keyed by id, not position. */
export const fieldKey = {
  tagname: (tagSetId: string) => `tagSets.${tagSetId}.tagname`,
  url: (scope: string, list: string, index: number) => `${scope}.${list}.${index}`,
  tagSetScope: (tagSetId: string) => `tagSets.${tagSetId}`,
  commonScope: 'common',
  oemName: 'oem_name',
  tagDomain: 'tag_domain',
  commonName: 'commonCVStopName',
} as const;

/** Do the per-tag-set thanks lists take part (and so need entries)? */
export function usesTagSetThanks(form: GtmForm): boolean {
  return form.cvStopMode !== 'none' && !form.useCommonThanksPages;
}

export function usesCommonThanks(form: GtmForm): boolean {
  return form.cvStopMode !== 'none' && form.useCommonThanksPages;
}

function checkUrls(
  errors: GtmErrors,
  scope: string,
  list: string,
  urls: readonly string[],
  required: GtmMessage | null,
) {
  urls.forEach((raw, index) => {
    const url = raw.trim();
    const key = fieldKey.url(scope, list, index);
    if (!url) {
      if (required) errors[key] = required;
    } else if (!URL_PATTERN.test(url) || hasLoneSurrogate(url)) {
      errors[key] = m.invalidUrl;
    } else if (hasBraces(url)) {
      errors[key] = m.bracesNotAllowed;
    }
  });
}

/** Text that becomes part of a tag: no `{` `}` (GTM variables), no broken characters. */
function textError(value: string): GtmMessage | null {
  if (hasBraces(value)) return m.bracesNotAllowed;
  if (hasLoneSurrogate(value)) return m.brokenCharacters;
  return null;
}

/**
 * Spec section 5, GTM, plus our checks on what reaches a customer's site: the delivery
 * domain is a host name, no `{` `}` and no broken characters. Lists that take no part in the
 * export are not checked.
 */
export function validateGtmForm(form: GtmForm): GtmErrors {
  const errors: GtmErrors = {};
  const seenNames = new Set<string>();
  for (const tagSet of form.tagSets) {
    const scope = fieldKey.tagSetScope(tagSet.id);
    const name = tagSet.tagname.trim();
    if (!name) errors[fieldKey.tagname(tagSet.id)] = m.tagNameRequired;
    else if (textError(name)) errors[fieldKey.tagname(tagSet.id)] = textError(name)!;
    else if (seenNames.has(name)) errors[fieldKey.tagname(tagSet.id)] = m.tagNameDuplicate;
    seenNames.add(name);
    checkUrls(errors, scope, 'top_urls', tagSet.top_urls, m.topUrlRequired);
    checkUrls(errors, scope, 'input_urls', tagSet.input_urls, m.inputUrlRequired);
    if (usesTagSetThanks(form)) {
      checkUrls(errors, scope, 'thanks_urls', tagSet.thanks_urls, m.thanksUrlRequired);
    }
  }
  if (usesCommonThanks(form)) {
    checkUrls(errors, fieldKey.commonScope, 'thanks_urls', form.thanks_urls, m.thanksUrlRequired);
  }
  if (form.isOEM) {
    if (!form.oem_name.trim()) errors[fieldKey.oemName] = m.oemNameRequired;
    if (!form.tag_domain.trim()) errors[fieldKey.tagDomain] = m.tagDomainRequired;
    else if (!isHostName(normaliseTagDomain(form.tag_domain)))
      errors[fieldKey.tagDomain] = m.tagDomainInvalid;
  }
  if (form.cvStopMode === 'common') {
    const name = form.commonCVStopName.trim();
    if (!name) errors[fieldKey.commonName] = m.commonNameRequired;
    else if (textError(name)) errors[fieldKey.commonName] = textError(name)!;
  }
  return errors;
}
