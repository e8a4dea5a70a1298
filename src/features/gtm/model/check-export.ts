import type { GtmExport } from './build-gtm-export';

/**
 * Structural problems GTM's import would trip over: a firing trigger that is not in the file,
 * duplicate ids or tag names, a tag without triggers. Empty when the export is consistent.
 */
export function checkGtmExport(file: GtmExport): string[] {
  const problems: string[] = [];
  const { tag, trigger } = file.containerVersion;
  const ids = [...tag.map((t) => t.tagId), ...trigger.map((t) => t.triggerId)];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`duplicate id ${id}`);
    seen.add(id);
  }
  const names = new Set<string>();
  for (const t of tag) {
    if (names.has(t.name)) problems.push(`duplicate tag name ${t.name}`);
    names.add(t.name);
  }
  const triggerIds = new Set(trigger.map((t) => t.triggerId));
  for (const t of tag) {
    if (t.firingTriggerId.length === 0) problems.push(`tag ${t.tagId} (${t.name}) has no trigger`);
    for (const id of t.firingTriggerId) {
      if (!triggerIds.has(id))
        problems.push(`tag ${t.tagId} (${t.name}) fires on missing trigger ${id}`);
    }
  }
  return problems;
}
