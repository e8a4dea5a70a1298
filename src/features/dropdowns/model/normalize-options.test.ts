import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS, defaultOptions } from './default-options';
import { normalizeOptionList, resolveOptionList, serializeOptions } from './normalize-options';
import { DEFAULT_OPTION_COLOR, PALETTE } from './palette';
import { OPTION_LIST_KEYS, TAB_LISTS } from './types';

describe('legacy migration', () => {
  it('turns plain strings into options whose colours cycle through the palette by index', () => {
    const labels = Array.from({ length: 17 }, (_, i) => `担当${i}`);
    const { options, changed } = normalizeOptionList('saAssignee', labels);
    expect(changed).toBe(true);
    expect(options.map((o) => o.label)).toEqual(labels);
    expect(options.map((o) => o.order)).toEqual(labels.map((_, i) => i));
    expect(options[0]!.color).toBe(PALETTE[0].hex);
    expect(options[14]!.color).toBe(PALETTE[14].hex);
    expect(options[15]!.color).toBe(PALETTE[0].hex);
    expect(options[16]!.color).toBe(PALETTE[1].hex);
    expect(options.every((o) => o.usageCount === 0)).toBe(true);
    expect(new Set(options.map((o) => o.id)).size).toBe(17);
  });

  it('drops blank legacy entries (including full-width spaces) but keeps palette position', () => {
    const { options } = normalizeOptionList('obAssignee', ['山本', '　', ' 佐藤 ', null]);
    expect(options.map((o) => [o.label, o.color])).toEqual([
      ['山本', PALETTE[0].hex],
      ['佐藤', PALETTE[2].hex],
    ]);
  });

  it('converts a mixed array of strings and objects', () => {
    const { options, changed } = normalizeOptionList('referralSource', [
      { id: 'a', label: '紹介', color: '#EF4444', usageCount: 3, order: 0 },
      '広告',
    ]);
    expect(changed).toBe(true);
    expect(options).toEqual([
      { id: 'a', label: '紹介', color: '#EF4444', usageCount: 3, order: 0 },
      { id: 'referralSource-1', label: '広告', color: PALETTE[1].hex, usageCount: 0, order: 1 },
    ]);
  });

  it('reports no change for options already in the current shape', () => {
    const stored = [
      { id: 'x', label: 'A', color: '#3B82F6', usageCount: 0, order: 0 },
      { id: 'y', label: 'B', color: '#EF4444', usageCount: 2, order: 1, parentId: 'p' },
    ];
    const { options, changed } = normalizeOptionList('subGenre', stored);
    expect(changed).toBe(false);
    expect(serializeOptions(options)).toEqual(stored);
  });

  it('keeps a 確度’s percentage through a round trip, and drops one out of range', () => {
    const stored = [
      { id: 'a', label: 'A', color: '#3B82F6', usageCount: 0, order: 0, percent: 80 },
      { id: 'b', label: 'B', color: '#EF4444', usageCount: 0, order: 1, percent: 0 },
    ];
    const { options, changed } = normalizeOptionList('dealConfidence', stored);
    expect(changed).toBe(false);
    expect(serializeOptions(options)).toEqual(stored);
    const broken = normalizeOptionList('dealConfidence', [{ ...stored[0], percent: 120 }]);
    expect(broken.changed).toBe(true);
    expect(broken.options[0]!.percent).toBeUndefined();
  });

  it('fills missing fields with defaults (grey colour, order by position) and sorts by order', () => {
    const { options, changed } = normalizeOptionList('status', [
      { id: 'b', label: 'B', order: 5 },
      { id: 'a', label: 'A', color: 'not-a-colour', order: 1 },
      { label: 'C' },
      { id: 'd', label: '   ' },
    ]);
    expect(changed).toBe(true);
    expect(options.map((o) => o.label)).toEqual(['A', 'C', 'B']);
    expect(options.map((o) => o.order)).toEqual([0, 1, 2]);
    expect(options.every((o) => o.color === DEFAULT_OPTION_COLOR)).toBe(true);
    expect(options[1]!.id).toBe('status-2');
  });

  it('gives duplicated ids a new one so React keys and drag ids stay unique', () => {
    const { options } = normalizeOptionList('genre', [
      { id: 'same', label: 'A', color: '#3B82F6', usageCount: 0, order: 0 },
      { id: 'same', label: 'B', color: '#3B82F6', usageCount: 0, order: 1 },
    ]);
    expect(new Set(options.map((o) => o.id)).size).toBe(2);
  });
});

describe('seeding', () => {
  it('fills a missing or empty list with its defaults and asks for them to be saved', () => {
    for (const stored of [null, { options: [] }, { options: ['  '] }, { other: 1 }]) {
      const resolved = resolveOptionList('customerProgress', stored);
      expect(resolved.write).toBe('seeded');
      expect(resolved.options.map((o) => o.label)).toEqual([
        '未着手',
        '進行中',
        '確認待ち',
        '完了',
        '保留',
      ]);
    }
  });

  it('writes migrated lists back and leaves current ones alone', () => {
    expect(resolveOptionList('saAssignee', { options: ['山本'] }).write).toBe('migrated');
    const current = resolveOptionList('saAssignee', { options: ['山本'] }).options;
    expect(resolveOptionList('saAssignee', { options: serializeOptions(current) }).write).toBe(
      'none',
    );
  });

  it('creates the OEM list document once, empty, since it has no defaults', () => {
    expect(resolveOptionList('oemList', null)).toEqual({ options: [], write: 'seeded' });
    expect(resolveOptionList('oemList', { options: [] })).toEqual({ options: [], write: 'none' });
  });

  it('has the spec defaults for every list, including those on no tab', () => {
    expect(DEFAULT_LABELS.status).toEqual([
      '初回連絡',
      'アポ確定',
      '商談中',
      '提案済',
      '受注',
      '失注',
      '保留',
    ]);
    expect(DEFAULT_LABELS.saCustomerProgress).toEqual(DEFAULT_LABELS.status);
    expect(DEFAULT_LABELS.partnerStatus).toEqual(['検討中', '締結書類確認中', 'ご締結中']);
    expect(DEFAULT_LABELS.webApplicationStatus).toEqual([
      'WEB申込未実施',
      'WEB申込受付中',
      'WEB申込完了',
      'WEB申込不要',
      'WEB申込キャンセル',
    ]);
    expect(DEFAULT_LABELS.referralSource).toEqual([
      '自社サイト',
      '代理店',
      '紹介',
      '既存顧客',
      '広告',
      'その他',
    ]);
    expect(DEFAULT_LABELS.saObStatus).toEqual([
      '見込',
      '提案済',
      '契約準備中',
      '契約完了',
      '休眠',
      '失注',
    ]);
    expect(DEFAULT_LABELS.customerListStatus).toEqual([
      '受注済',
      'アンケート回答待ち',
      '開発中',
      'リリース済',
      '完了',
      '保留',
    ]);
    expect(DEFAULT_LABELS.contractContent).toEqual([
      '顧客紹介（通常P）',
      '顧客紹介（1次）',
      '営業代理店契約',
      '特殊契約',
    ]);
    expect(DEFAULT_LABELS.reapproach).toEqual([
      '連絡済',
      'MTG日時調整中',
      'MTG日時確定',
      '対応済',
      '不要',
      '要確認',
    ]);
    expect(DEFAULT_LABELS.adminAccess).toEqual(['発行済', '未対応', '不要', '要確認']);
    expect(DEFAULT_LABELS.industry).toEqual(DEFAULT_LABELS.adminAccess);
    for (const key of OPTION_LIST_KEYS) {
      if (key !== 'oemList') expect(DEFAULT_LABELS[key].length, key).toBeGreaterThan(0);
    }
    // The spec's eleven, and 案件's ステージ and 確度 (ours: docs/features/deals.md).
    expect(Object.values(TAB_LISTS).flat()).toHaveLength(13);
    expect(DEFAULT_LABELS.dealStage).toEqual([
      '見込み',
      '提案',
      '見積提出',
      '交渉',
      '受注',
      '失注',
    ]);
    expect(defaultOptions('dealConfidence').map((o) => [o.label, o.percent])).toEqual([
      ['A', 80],
      ['B', 50],
      ['C', 20],
    ]);
  });

  it('seeds with deterministic ids and palette colours by index', () => {
    const first = defaultOptions('reapproach');
    expect(first).toEqual(defaultOptions('reapproach'));
    expect(first.map((o) => o.color)).toEqual(PALETTE.slice(0, 6).map((c) => c.hex));
  });

  it('links seeded sub-categories to their main category by label and inherits its colour', () => {
    const mains = defaultOptions('mainGenre').map((o) =>
      o.label === '開発' ? { ...o, color: '#374151' } : o,
    );
    const subs = resolveOptionList('subGenre', null, mains).options;
    const dev = mains.find((o) => o.label === '開発')!;
    const appDev = subs.find((o) => o.label === 'アプリ開発')!;
    expect(appDev.parentId).toBe(dev.id);
    expect(appDev.color).toBe('#374151');
    expect(subs.every((o) => mains.some((m) => m.id === o.parentId))).toBe(true);
  });

  it('seeds sub-categories without a parent when the main category is missing', () => {
    const subs = defaultOptions('subGenre', []);
    expect(subs.every((o) => o.parentId === undefined)).toBe(true);
  });
});
