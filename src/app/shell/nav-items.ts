import {
  AtSign,
  House,
  ClipboardList,
  Code2,
  ListChecks,
  Megaphone,
  Tags,
  UserCog,
  Users,
  Briefcase,
  ScrollText,
  Trash2,
  ShieldCheck,
  Handshake,
  ChartColumn,
  Sheet,
} from 'lucide-react';
import { DEAL_LIST, OB_LIST, SA_LIST, type CustomerTable } from '@/contracts/customer-table-names';
import { CUSTOMER_TABLE_SCHEMAS, tableListPath } from '@/contracts/customer-tables';
import type { Permissions } from '@/contracts/roles';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/lib/paths';
import { shellStrings } from '../strings';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to members who may edit ('edit') or to 管理者 ('admin'). */
  need?: 'edit' | 'admin';
}

export const primaryNav: NavItem[] = [
  { to: paths.myPage, label: shellStrings.myPage, icon: House },
  { to: paths.surveys, label: shellStrings.surveys, icon: ClipboardList },
  { to: paths.promotions, label: shellStrings.promotions, icon: Megaphone },
  { to: paths.mentions, label: shellStrings.mentions, icon: AtSign },
  { to: paths.members, label: shellStrings.members, icon: UserCog },
  { to: paths.trash, label: shellStrings.trash, icon: Trash2 },
  { to: paths.auditLog, label: shellStrings.auditLog, icon: ScrollText, need: 'admin' },
  {
    to: paths.privacyRequests,
    label: shellStrings.privacyRequests,
    icon: ShieldCheck,
    need: 'admin',
  },
];

/** Each customer table's icon; a table without one gets a plain sheet. */
const TABLE_ICONS: Partial<Record<CustomerTable, LucideIcon>> = {
  [SA_LIST]: Briefcase,
  [OB_LIST]: Users,
  [DEAL_LIST]: Handshake,
};

/** The collapsible group (expanded by default): every customer table, then their tools. */
export const customerNav: NavItem[] = [
  ...CUSTOMER_TABLE_SCHEMAS.map((schema) => ({
    to: tableListPath(schema.collection),
    label: schema.shortName,
    icon: TABLE_ICONS[schema.collection] ?? Sheet,
  })),
  { to: paths.dealForecast, label: shellStrings.dealForecast, icon: ChartColumn },
  { to: paths.gtm, label: shellStrings.gtm, icon: Code2 },
  { to: paths.dropdowns, label: shellStrings.dropdowns, icon: ListChecks, need: 'edit' },
];

/** The items this member's 権限 opens (the screens behind the others would refuse them). */
export function navFor(items: readonly NavItem[], permissions: Permissions): NavItem[] {
  return items.filter(
    (item) =>
      item.need === undefined ||
      (item.need === 'admin' ? permissions.isAdmin : permissions.canEdit),
  );
}

export const customerGroupIcon = Tags;

/** /settings belongs to the survey area, so the surveys item stays highlighted there. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === paths.surveys && pathname === paths.settings) return true;
  // The ヨミ表 lives under /deals but has its own item: 案件 is not also lit there.
  if (item.to === paths.deals && pathname === paths.dealForecast) return false;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
