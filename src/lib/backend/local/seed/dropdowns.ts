import type { SeedModule } from './seed-types';

/**
 * Option lists. Most lists are left absent so the dropdown feature fills them with its
 * defaults on first load; `saAssignee`, `obAssignee` and `oemList` are stored in the legacy
 * plain-string shape so the migration path runs in the demo too.
 */
export const seedDropdowns: SeedModule = () => [
  { collection: 'dropdown_options', id: 'saAssignee', data: { options: ['山本', '佐藤', '田中'] } },
  { collection: 'dropdown_options', id: 'obAssignee', data: { options: ['山本', '佐藤', '田中'] } },
  // OEM partners for the GTM generator's OEM name select (the list has no built-in defaults).
  {
    collection: 'dropdown_options',
    id: 'oemList',
    data: { options: ['パートナーA', 'ネクストリンク', 'サンプル広告'] },
  },
];
