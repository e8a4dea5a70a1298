import { formatDateTimeSeconds } from '@/lib/format';
import { gtmConfig, type GtmConfig } from './gtm-config';
import { gtmText, normaliseTagDomain } from './gtm-text';
import type { GtmForm, GtmTagSet } from './types';
import { usesCommonThanks } from './validate-gtm';

/**
 * The GTM container export (format version 2) for a valid form. Pure: the export time comes in,
 * so the same form always gives the same file. Shapes follow shared/reference/gtm-export-format.md.
 */

export type TagKind = 'start' | 'view' | 'cv' | 'stop';

interface Parameter {
  type: 'TEMPLATE' | 'BOOLEAN';
  key: string;
  value: string;
}

export interface GtmTag {
  accountId: string;
  containerId: string;
  tagId: string;
  name: string;
  type: 'html';
  priority?: { type: 'INTEGER'; value: string };
  parameter: Parameter[];
  fingerprint: string;
  firingTriggerId: string[];
  tagFiringOption: 'ONCE_PER_EVENT';
  monitoringMetadata: { type: 'MAP' };
  consentSettings: { consentStatus: 'NOT_SET' };
}

export interface GtmTrigger {
  accountId: string;
  containerId: string;
  triggerId: string;
  name: string;
  type: 'PAGEVIEW';
  filter: { type: 'CONTAINS'; parameter: Parameter[] }[];
  fingerprint: string;
}

export interface GtmBuiltInVariable {
  accountId: string;
  containerId: string;
  type: string;
  name: string;
}

export interface GtmExport {
  exportFormatVersion: 2;
  exportTime: string;
  containerVersion: {
    path: string;
    accountId: string;
    containerId: string;
    containerVersionId: '0';
    container: {
      path: string;
      accountId: string;
      containerId: string;
      name: string;
      publicId: string;
      usageContext: ['WEB'];
      fingerprint: string;
      tagManagerUrl: string;
    };
    tag: GtmTag[];
    trigger: GtmTrigger[];
    builtInVariable: GtmBuiltInVariable[];
    fingerprint: string;
    tagManagerUrl: string;
  };
}

const BUILT_IN_VARIABLES = [
  ['PAGE_URL', 'Page URL'],
  ['PAGE_HOSTNAME', 'Page Hostname'],
  ['PAGE_PATH', 'Page Path'],
  ['REFERRER', 'Referrer'],
  ['EVENT', 'Event'],
] as const;

/** "YYYY-MM-DD HH:MM:SS" in Tokyo time, the shape GTM writes. */
export const formatExportTime = formatDateTimeSeconds;

/** The host tag scripts load from; validation has checked it is a host name (lib/is-host-name). */
export function tagHostOf(
  form: Pick<GtmForm, 'isOEM' | 'tag_domain'>,
  config: Pick<GtmConfig, 'defaultTagHost'> = gtmConfig,
): string {
  return form.isOEM ? normaliseTagDomain(form.tag_domain) : config.defaultTagHost;
}

export function tagNamePrefix(
  form: Pick<GtmForm, 'isOEM' | 'oem_name'>,
  config: Pick<GtmConfig, 'brandMarker'> = gtmConfig,
): string {
  return form.isOEM ? `[${gtmText(form.oem_name.trim())}]` : gtmText(config.brandMarker);
}

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The Custom HTML of one tag: it loads the tracking script of its kind from the tag host. The
 * tag name is URL-encoded (so no `{{` reaches GTM), made well-formed first (a lone surrogate
 * would make encodeURIComponent throw), and the whole URL is escaped for the attribute.
 */
export function tagScript(host: string, kind: TagKind, tagName: string): string {
  const src = `https://${host}/${kind}.js?tag=${encodeURIComponent(gtmText(tagName))}`;
  return `<script async src="${escapeAttribute(src)}"></script>`;
}

const distinct = (urls: readonly string[]) => [...new Set(urls.map((u) => gtmText(u.trim())))];

export function buildGtmExport(
  form: GtmForm,
  exportedAt: Date,
  config: GtmConfig = gtmConfig,
): GtmExport {
  const { accountId, containerId } = config;
  const fingerprint = String(exportedAt.getTime());
  const host = tagHostOf(form, config);
  const prefix = tagNamePrefix(form, config);

  // One counter for every id, as GTM does, so ids are unique across tags and triggers.
  let lastId = 0;
  const nextId = () => String((lastId += 1));

  // One page-view trigger per distinct URL: conditions inside one trigger are ANDed, while a
  // tag's firingTriggerId list is ORed, so "any of these pages" needs one trigger each.
  const triggers: GtmTrigger[] = [];
  const triggerByUrl = new Map<string, string>();
  const triggersFor = (urls: readonly string[]): string[] =>
    distinct(urls).map((url) => {
      const known = triggerByUrl.get(url);
      if (known) return known;
      const triggerId = nextId();
      triggerByUrl.set(url, triggerId);
      triggers.push({
        accountId,
        containerId,
        triggerId,
        name: `PV - Page URL contains ${url}`,
        type: 'PAGEVIEW',
        filter: [
          {
            type: 'CONTAINS',
            parameter: [
              { type: 'TEMPLATE', key: 'arg0', value: '{{Page URL}}' },
              { type: 'TEMPLATE', key: 'arg1', value: url },
            ],
          },
        ],
        fingerprint,
      });
      return triggerId;
    });

  const pending: { name: string; kind: TagKind; tagName: string; firing: string[] }[] = [];
  const addTag = (kind: TagKind, tagName: string, urls: readonly string[]) =>
    pending.push({
      name: `${prefix}${gtmText(tagName)}_${kind}`,
      kind,
      tagName,
      firing: triggersFor(urls),
    });

  const commonThanks = usesCommonThanks(form) ? form.thanks_urls : null;
  const thanksOf = (tagSet: GtmTagSet) => commonThanks ?? tagSet.thanks_urls;

  for (const tagSet of form.tagSets) {
    const tagName = tagSet.tagname.trim();
    addTag('view', tagName, tagSet.top_urls);
    addTag('start', tagName, tagSet.input_urls);
    if (form.cvStopMode === 'individual') {
      addTag('cv', tagName, thanksOf(tagSet));
      addTag('stop', tagName, thanksOf(tagSet));
    }
  }
  if (form.cvStopMode === 'common') {
    // One shared CV and STOP pair, fired by the union of every thanks page.
    const allThanks = commonThanks ?? form.tagSets.flatMap((t) => t.thanks_urls);
    const name = form.commonCVStopName.trim();
    addTag('cv', name, allThanks);
    addTag('stop', name, allThanks);
  }

  const tags: GtmTag[] = pending.map(({ name, kind, tagName, firing }) => ({
    accountId,
    containerId,
    tagId: nextId(),
    name,
    type: 'html',
    ...(kind === 'cv'
      ? { priority: { type: 'INTEGER' as const, value: String(config.cvPriority) } }
      : {}),
    parameter: [
      { type: 'TEMPLATE', key: 'html', value: tagScript(host, kind, tagName) },
      { type: 'BOOLEAN', key: 'supportDocumentWrite', value: 'false' },
    ],
    fingerprint,
    firingTriggerId: firing,
    tagFiringOption: 'ONCE_PER_EVENT',
    monitoringMetadata: { type: 'MAP' },
    consentSettings: { consentStatus: 'NOT_SET' },
  }));

  const containerPath = `accounts/${accountId}/containers/${containerId}`;
  return {
    exportFormatVersion: 2,
    exportTime: formatExportTime(exportedAt),
    containerVersion: {
      path: `${containerPath}/versions/0`,
      accountId,
      containerId,
      containerVersionId: '0',
      container: {
        path: containerPath,
        accountId,
        containerId,
        name: config.containerName,
        publicId: config.publicId,
        usageContext: ['WEB'],
        fingerprint,
        tagManagerUrl: `https://tagmanager.google.com/#/container/${containerPath}/workspaces?apiLink=container`,
      },
      tag: tags,
      trigger: triggers,
      builtInVariable: BUILT_IN_VARIABLES.map(([type, name]) => ({
        accountId,
        containerId,
        type,
        name,
      })),
      fingerprint,
      tagManagerUrl: `https://tagmanager.google.com/#/versions/${containerPath}/versions/0?apiLink=version`,
    },
  };
}
