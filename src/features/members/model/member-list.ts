import { permissionsOf } from '@/contracts/roles';
import type { Member } from './types';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored member document to a Member; old documents may lack fields. */
export function parseMember(id: string, data: Record<string, unknown>): Member {
  return {
    id,
    uid: text(data.uid) || id,
    name: text(data.name),
    email: text(data.email),
    createdAt: data.createdAt instanceof Date ? data.createdAt : null,
    chatworkAccountId:
      typeof data.chatworkAccountId === 'number' && data.chatworkAccountId > 0
        ? data.chatworkAccountId
        : null,
    permissions: permissionsOf(data),
  };
}

/** Oldest first (registered date); records without a date last; ties by name. */
export function sortMembers(members: readonly Member[]): Member[] {
  return [...members].sort((a, b) => {
    const at = a.createdAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const bt = b.createdAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (at !== bt) return at < bt ? -1 : 1;
    return a.name.localeCompare(b.name, 'ja');
  });
}
