import { describe, expect, it } from 'vitest';
import { GTM_PLACEHOLDERS } from '@/lib/gtm-env';
import {
  buildGtmExport,
  escapeAttribute,
  formatExportTime,
  tagHostOf,
  tagScript,
  type GtmExport,
} from './build-gtm-export';
import { checkGtmExport } from './check-export';
import { gtmConfig as configured } from './gtm-config';
import { EXPORTED_AT, tagSet, validForm } from './test-forms';
import type { GtmForm } from './types';

/** The goldens were written with the placeholders: pin them, whatever .env.local says. */
const gtmConfig = { ...configured, ...GTM_PLACEHOLDERS };
const build = (patch: Partial<GtmForm> = {}) =>
  buildGtmExport(validForm(patch), EXPORTED_AT, gtmConfig);
const tags = (file: GtmExport) => file.containerVersion.tag;
const names = (file: GtmExport) => tags(file).map((t) => t.name);
const urlOf = (file: GtmExport, triggerId: string) =>
  file.containerVersion.trigger.find((t) => t.triggerId === triggerId)?.filter[0]?.parameter[1]
    ?.value;
const firingUrls = (file: GtmExport, name: string) =>
  tags(file)
    .find((t) => t.name === name)
    ?.firingTriggerId.map((id) => urlOf(file, id));

const OEM = { isOEM: true, oem_name: 'ACME', tag_domain: 'https://tags.acme.co.jp/' };
const COMMON_THANKS = { useCommonThanksPages: true, thanks_urls: ['https://lp.example.jp/thanks'] };

describe('buildGtmExport', () => {
  it('individual mode: view, start, cv and stop per tag set, fired by their own pages', () => {
    const file = build();
    expect(names(file)).toEqual([
      '[BO]資料請求1_view',
      '[BO]資料請求1_start',
      '[BO]資料請求1_cv',
      '[BO]資料請求1_stop',
      '[BO]資料請求2_view',
      '[BO]資料請求2_start',
      '[BO]資料請求2_cv',
      '[BO]資料請求2_stop',
    ]);
    expect(firingUrls(file, '[BO]資料請求1_start')).toEqual([
      'https://site1.example.jp/form',
      'https://site1.example.jp/form/confirm',
    ]);
    expect(firingUrls(file, '[BO]資料請求2_cv')).toEqual(['https://site2.example.jp/thanks']);
    expect(checkGtmExport(file)).toEqual([]);
  });

  it('common mode: one shared CV and STOP pair fired by every thanks page', () => {
    const file = build({ cvStopMode: 'common', commonCVStopName: '共通CV' });
    expect(names(file).filter((n) => /_(cv|stop)$/.test(n))).toEqual([
      '[BO]共通CV_cv',
      '[BO]共通CV_stop',
    ]);
    expect(firingUrls(file, '[BO]共通CV_stop')).toEqual([
      'https://site1.example.jp/thanks',
      'https://site2.example.jp/thanks',
    ]);
    expect(checkGtmExport(file)).toEqual([]);
  });

  it('none mode: no CV or STOP tags and no thanks-page triggers', () => {
    const file = build({ cvStopMode: 'none' });
    expect(names(file).some((n) => /_(cv|stop)$/.test(n))).toBe(false);
    expect(file.containerVersion.trigger.map((t) => t.name).join()).not.toContain('thanks');
    expect(tags(file)).toHaveLength(4);
  });

  it('common thanks pages replace each tag set’s own thanks pages', () => {
    const individual = build(COMMON_THANKS);
    expect(firingUrls(individual, '[BO]資料請求1_cv')).toEqual(['https://lp.example.jp/thanks']);
    expect(firingUrls(individual, '[BO]資料請求2_stop')).toEqual(['https://lp.example.jp/thanks']);
    // One trigger serves both tag sets.
    expect(tags(individual)[2]!.firingTriggerId).toEqual(tags(individual)[6]!.firingTriggerId);
    const common = build({ ...COMMON_THANKS, cvStopMode: 'common', commonCVStopName: 'X' });
    expect(firingUrls(common, '[BO]X_cv')).toEqual(['https://lp.example.jp/thanks']);
  });

  it('OEM on: names carry [OEM名] and scripts load from the delivery domain', () => {
    const file = build(OEM);
    expect(names(file)[0]).toBe('[ACME]資料請求1_view');
    const html = tags(file)[0]!.parameter.find((p) => p.key === 'html')!.value;
    expect(html).toBe(
      `<script async src="https://tags.acme.co.jp/view.js?tag=${encodeURIComponent('資料請求1')}"></script>`,
    );
  });

  it('OEM off: the brand marker and the default tag host from the config module', () => {
    const html = tags(build())[3]!.parameter[0]!.value;
    expect(html).toContain(`https://${gtmConfig.defaultTagHost}/stop.js?tag=`);
    expect(tagHostOf({ isOEM: false, tag_domain: 'ignored.example' }, gtmConfig)).toBe(
      gtmConfig.defaultTagHost,
    );
  });

  it('brand marker and default tag host come from the configuration', () => {
    const file = buildGtmExport(validForm(), EXPORTED_AT, {
      ...gtmConfig,
      brandMarker: '[ACME]',
      defaultTagHost: 'tag.acme.jp:8443',
    });
    expect(names(file)[0]).toBe('[ACME]資料請求1_view');
    expect(tags(file)[0]!.parameter[0]!.value).toContain('https://tag.acme.jp:8443/view.js?tag=');
  });
});

describe('what reaches the customer site', () => {
  it('attribute values are escaped, so a hostile host cannot leave the src attribute', () => {
    expect(escapeAttribute(`a&"'<>`)).toBe('a&amp;&quot;&#39;&lt;&gt;');
    const html = tagScript('x.jp"><script>alert(1)</script><b a="', 'view', 't');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/"/g)).toHaveLength(2);
    expect(html).toBe(
      '<script async src="https://x.jp&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b a=&quot;/view.js?tag=t"></script>',
    );
  });

  it('{ } never reach a tag or a trigger, even if the builder is called without validation', () => {
    const file = build({
      tagSets: [tagSet(1, { tagname: '資料{{Page URL}}', top_urls: ['https://a.jp/{{x}}'] })],
      isOEM: true,
      oem_name: '{{OEM}}',
      tag_domain: 'tags.acme.co.jp',
    });
    const values = [
      ...tags(file).flatMap((t) => [t.name, ...t.parameter.map((p) => p.value)]),
      ...file.containerVersion.trigger.flatMap((t) => [t.name, t.filter[0]!.parameter[1]!.value]),
    ];
    expect(values.filter((value) => /[{}]/.test(value))).toEqual([]);
    expect(names(file)[0]).toBe('[OEM]資料Page URL_view');
    expect(urlOf(file, '1')).toBe('https://a.jp/x');
  });

  it('a lone surrogate in a tag name becomes U+FFFD instead of throwing URIError', () => {
    const broken = `資料\uD83D請求`;
    expect(() => encodeURIComponent(broken)).toThrow(URIError);
    const file = build({ tagSets: [tagSet(1, { tagname: broken })] });
    expect(names(file)[0]).toBe('[BO]資料\uFFFD請求_view');
    expect(tags(file)[0]!.parameter[0]!.value).toContain(encodeURIComponent('資料\uFFFD請求'));
  });

  it('CV tags alone have priority 10000; every tag fires once per event', () => {
    const file = build();
    for (const tag of tags(file)) {
      expect(tag.tagFiringOption).toBe('ONCE_PER_EVENT');
      expect(tag.type).toBe('html');
      if (tag.name.endsWith('_cv'))
        expect(tag.priority).toEqual({ type: 'INTEGER', value: '10000' });
      else expect(tag.priority).toBeUndefined();
    }
  });

  it('one page-view "Page URL contains" trigger per distinct URL, ids sequential from 1', () => {
    const file = build({
      tagSets: [tagSet(1, { top_urls: ['https://a.jp/', ' https://a.jp/ '] }), tagSet(2)],
    });
    const { trigger, tag } = file.containerVersion;
    expect(trigger.filter((t) => urlOf(file, t.triggerId) === 'https://a.jp/')).toHaveLength(1);
    for (const t of trigger) {
      expect(t.type).toBe('PAGEVIEW');
      expect(t.filter).toHaveLength(1);
      expect(t.filter[0]!.type).toBe('CONTAINS');
      expect(t.filter[0]!.parameter[0]).toEqual({
        type: 'TEMPLATE',
        key: 'arg0',
        value: '{{Page URL}}',
      });
    }
    const ids = [...trigger.map((t) => t.triggerId), ...tag.map((t) => t.tagId)].map(Number);
    expect(ids.sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1));
  });

  it('lists the five built-in variables and the format-2 envelope', () => {
    const file = build();
    expect(file.exportFormatVersion).toBe(2);
    expect(file.exportTime).toBe('2026-11-22 12:04:05');
    expect(file.containerVersion.builtInVariable.map((v) => [v.type, v.name])).toEqual([
      ['PAGE_URL', 'Page URL'],
      ['PAGE_HOSTNAME', 'Page Hostname'],
      ['PAGE_PATH', 'Page Path'],
      ['REFERRER', 'Referrer'],
      ['EVENT', 'Event'],
    ]);
    expect(file.containerVersion.container.usageContext).toEqual(['WEB']);
  });

  it('formats the export time in Tokyo as GTM writes it', () => {
    expect(formatExportTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01 00:00:00');
  });
});

describe('checkGtmExport', () => {
  it('reports a firing trigger that is not in the file and duplicate ids', () => {
    const file = build();
    file.containerVersion.tag[0]!.firingTriggerId.push('999');
    file.containerVersion.tag[1]!.tagId = file.containerVersion.tag[2]!.tagId;
    file.containerVersion.tag[3]!.name = file.containerVersion.tag[0]!.name;
    const problems = checkGtmExport(file);
    expect(problems).toContain('duplicate tag name [BO]資料請求1_view');
    expect(problems).toContain('tag 9 ([BO]資料請求1_view) fires on missing trigger 999');
    expect(problems.some((p) => p.startsWith('duplicate id'))).toBe(true);
  });
});

// Golden files: whole exports, one per mode. After an intended change: npx vitest run -u.
describe('golden exports', () => {
  const cases: [string, Partial<GtmForm>][] = [
    ['individual', {}],
    ['individual-oem-common-thanks', { ...OEM, ...COMMON_THANKS }],
    ['common', { cvStopMode: 'common', commonCVStopName: '共通CV' }],
    [
      'common-oem-common-thanks',
      { ...OEM, ...COMMON_THANKS, cvStopMode: 'common', commonCVStopName: '共通CV' },
    ],
    ['none', { cvStopMode: 'none' }],
  ];
  it.each(cases)('%s', async (name, patch) => {
    const file = build(patch);
    expect(checkGtmExport(file)).toEqual([]);
    await expect(`${JSON.stringify(file, null, 2)}\n`).toMatchFileSnapshot(
      `./__golden__/${name}.json`,
    );
  });
});
