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
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/lib/paths';
import { shellStrings } from '../strings';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const primaryNav: NavItem[] = [
  { to: paths.myPage, label: shellStrings.myPage, icon: House },
  { to: paths.surveys, label: shellStrings.surveys, icon: ClipboardList },
  { to: paths.promotions, label: shellStrings.promotions, icon: Megaphone },
  { to: paths.mentions, label: shellStrings.mentions, icon: AtSign },
  { to: paths.members, label: shellStrings.members, icon: UserCog },
];

/** The collapsible group (expanded by default). */
export const customerNav: NavItem[] = [
  { to: paths.sa, label: shellStrings.sa, icon: Briefcase },
  { to: paths.ob, label: shellStrings.ob, icon: Users },
  { to: paths.gtm, label: shellStrings.gtm, icon: Code2 },
  { to: paths.dropdowns, label: shellStrings.dropdowns, icon: ListChecks },
];

export const customerGroupIcon = Tags;

/** /settings belongs to the survey area, so the surveys item stays highlighted there. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === paths.surveys && pathname === paths.settings) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
