import { describe, expect, it } from 'vitest';
import { buildGtmExport, formatExportTime, tagHostOf, type GtmExport } from './build-gtm-export';
import { checkGtmExport } from './check-export';
import { gtmConfig } from './gtm-config';
import { EXPORTED_AT, tagSet, validForm } from './test-forms';
import type { GtmForm } from './types';

const build = (patch: Partial<GtmForm> = {}) => buildGtmExport(validForm(patch), EXPORTED_AT);
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
    expect(tagHostOf({ isOEM: false, tag_domain: 'ignored.example' })).toBe(
      gtmConfig.defaultTagHost,
    );
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
