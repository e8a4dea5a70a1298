import { AUDIT_LOG, auditEntry } from '@/contracts/audit-log';
import { MEMBERS, memberMentionsPath } from '@/contracts/collections';
import {
  ERASE_CONFIRMATION,
  ERASE_PERSONAL_DATA,
  FIND_PERSONAL_DATA,
  type ErasePersonalDataResponse,
  type FoundDocument,
} from '@/contracts/privacy';
import { permissionsOf } from '@/contracts/roles';
import { backend, DataError, type DataStore } from '@/lib/backend';
import { eraseStep, type PersonalDataEraser } from '@/lib/privacy/erase-personal-data';
import {
  describeCounts,
  describeNeedle,
  findPersonalData,
  needleOf,
  type PathDoc,
} from '@/lib/privacy/personal-data';

/**
 * 開示・消去 from the screen: the Firebase backend calls the administrators' callables (the
 * server reads and deletes with the Admin SDK); local mode runs the same search and erasure
 * (src/lib/privacy/) over this browser's database, with the same check and 監査ログ entries.
 */

const split = (path: string) => ({
  collection: path.slice(0, path.lastIndexOf('/')),
  id: path.slice(path.lastIndexOf('/') + 1),
});

function localSource(data: DataStore): PersonalDataEraser {
  const docs = async (collection: string): Promise<PathDoc[]> =>
    (await data.query(collection)).map((doc) => ({
      path: `${collection}/${doc.id}`,
      data: doc.data,
    }));
  return {
    list: docs,
    listMentions: async () =>
      (
        await Promise.all(
          (await data.query(MEMBERS)).map((member) => docs(memberMentionsPath(member.id))),
        )
      ).flat(),
    updatePaths: async (paths, fields) => {
      if (paths.length > 0)
        await data.batchWrite(
          paths.map((path) => ({ kind: 'update' as const, ...split(path), data: fields })),
        );
    },
    deletePaths: async (paths) => {
      if (paths.length > 0)
        await data.batchWrite(paths.map((path) => ({ kind: 'delete' as const, ...split(path) })));
    },
  };
}

async function localAdmin(data: DataStore, uid: string) {
  const record = await data.get(MEMBERS, uid);
  if (!record || !permissionsOf(record.data).isAdmin)
    throw new DataError('permission-denied', 'この操作を行う権限がありません');
  return { uid, name: typeof record.data.name === 'string' ? record.data.name : '' };
}

/** 検索: every document that holds the information (refused under MIN_NEEDLE_LENGTH). */
export async function findPersonal(query: string, by: { uid: string }): Promise<FoundDocument[]> {
  const { kind, data, functions } = backend();
  if (kind === 'firebase') return (await functions.call(FIND_PERSONAL_DATA, { query })).found;
  const actor = await localAdmin(data, by.uid);
  const needle = needleOf(query);
  if (!needle) throw new DataError('invalid-argument', '検索する情報は2文字以上で入力してください');
  const found = await findPersonalData(localSource(data), needle);
  await data.add(AUDIT_LOG, {
    ...auditEntry(
      {
        action: 'disclosure',
        actor,
        target: describeNeedle(query),
        count: found.length,
        detail: describeCounts(found),
      },
      new Date(),
    ),
  });
  return found;
}

/** One step of 消去 (the screen repeats it while any remain, showing progress). */
export async function erasePersonalStep(
  query: string,
  by: { uid: string },
): Promise<ErasePersonalDataResponse> {
  const { kind, data, functions } = backend();
  if (kind === 'firebase')
    return functions.call(ERASE_PERSONAL_DATA, { query, confirm: ERASE_CONFIRMATION });
  const actor = await localAdmin(data, by.uid);
  const needle = needleOf(query);
  if (!needle) throw new DataError('invalid-argument', '検索する情報は2文字以上で入力してください');
  const step = await eraseStep(localSource(data), needle);
  if (step.erased > 0)
    await data.add(AUDIT_LOG, {
      ...auditEntry(
        {
          action: 'erasure',
          actor,
          target: describeNeedle(query),
          count: step.erased,
          detail: describeCounts(step.found),
        },
        new Date(),
      ),
    });
  return { erased: step.erased, remaining: step.remaining };
}
