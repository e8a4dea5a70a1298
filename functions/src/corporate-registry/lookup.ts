import { CallableError, type CallableInput } from '../callable-error.js';
import { CALLABLE_REASONS } from '../shared/contracts/callable-reasons.js';
import type {
  CorporateRecord,
  LookupCorporateResponse,
} from '../shared/contracts/corporate-registry.js';
import { CUSTOMER_TABLES } from '../shared/contracts/collections.js';
import { corporateNumberProblem, normaliseCorporateNumber } from '../shared/corporate-number.js';

/**
 * 「法人番号から会社名と所在地を取得」: the 国税庁 法人番号システム Web-API (version 4, 法人番号
 * 指定, XML) asked for one 法人番号, its answer read into a CorporateRecord. Members only. The
 * application id is a secret; without one the call says how to get one, and nothing else breaks.
 * Dependency-free (but for shared files), so the local server runs it too.
 */
export const lookupMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  invalidNumber: '法人番号は13桁の正しい番号を入力してください',
  notConfigured:
    '法人番号の照会が設定されていません。管理者が国税庁の法人番号システム Web-API のアプリケーションIDを取得して設定すると使えます。',
  notFound: 'この法人番号の法人は見つかりませんでした',
  busy: '法人番号システムが混み合っています。しばらくしてからもう一度お試しください。',
  unreachable: '法人番号システムに接続できませんでした。しばらくしてからもう一度お試しください。',
  rowChanged: 'この行の法人番号が変わったため、照会結果を保存しませんでした',
} as const;

/** The registry's 閉鎖の事由 codes as words. */
const CLOSE_CAUSES: Readonly<Record<string, string>> = {
  '01': '清算の結了等',
  '11': '合併による解散等',
  '21': '登記官による閉鎖',
  '31': 'その他の清算の結了等',
};

export const DEFAULT_CORPORATE_API_BASE = 'https://api.houjin-bangou.nta.go.jp';

export interface LookupDeps {
  isEditor(uid: string): Promise<boolean>;
  appId: string;
  baseUrl: string;
  fetch: typeof fetch;
  /**
   * Stores the record on the row when it still has this 法人番号 (false when it has another);
   * absent where the caller stores it itself (local mode's browser).
   */
  store?(table: string, rowId: string, record: CorporateRecord): Promise<boolean>;
  now(): number;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** The text of the first `<name>` element of `xml` ('' when absent or empty). */
function element(xml: string, name: string): string {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return (found?.[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);
}

/** The first corporation of an answer (type=12, Unicode XML), or null when it names none. */
export function parseCorporation(xml: string): CorporateRecord | null {
  const corporation = /<corporation>([\s\S]*?)<\/corporation>/.exec(xml)?.[1];
  if (!corporation) return null;
  const address =
    `${element(corporation, 'prefectureName')}${element(corporation, 'cityName')}${element(corporation, 'streetNumber')}` ||
    element(corporation, 'addressOutside');
  const closeDate = element(corporation, 'closeDate');
  return {
    corporateNumber: element(corporation, 'corporateNumber'),
    name: element(corporation, 'name'),
    address,
    closeDate: closeDate || null,
    closeCause: closeDate ? (CLOSE_CAUSES[element(corporation, 'closeCause')] ?? '') : '',
  };
}

function requestOf(data: unknown) {
  const { corporateNumber, row } = (data ?? {}) as { corporateNumber?: unknown; row?: unknown };
  const number = normaliseCorporateNumber(
    typeof corporateNumber === 'string' ? corporateNumber : '',
  );
  if (!number || corporateNumberProblem(number) !== null)
    throw new CallableError('invalid-argument', lookupMessages.invalidNumber);
  const { table, rowId } = (row ?? {}) as { table?: unknown; rowId?: unknown };
  const named =
    typeof table === 'string' &&
    (CUSTOMER_TABLES as readonly string[]).includes(table) &&
    typeof rowId === 'string' &&
    /^[A-Za-z0-9_-]{1,128}$/.test(rowId)
      ? { table, rowId }
      : null;
  return { number, row: named };
}

export async function lookupCorporateNumber(
  input: CallableInput,
  deps: LookupDeps,
): Promise<LookupCorporateResponse> {
  if (!input.auth || !(await deps.isEditor(input.auth.uid)))
    throw new CallableError('permission-denied', lookupMessages.permissionDenied);
  const { number, row } = requestOf(input.data);
  if (!deps.appId)
    throw new CallableError('failed-precondition', lookupMessages.notConfigured, {
      reason: CALLABLE_REASONS.corporateApiNotConfigured,
    });
  const url = new URL('/4/num', deps.baseUrl);
  url.search = new URLSearchParams({ id: deps.appId, number, type: '12', history: '0' }).toString();
  let response: Response;
  try {
    response = await deps.fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new CallableError('unavailable', lookupMessages.unreachable);
  }
  if (response.status === 429 || response.status === 503)
    throw new CallableError('resource-exhausted', lookupMessages.busy);
  if (!response.ok) throw new CallableError('unavailable', lookupMessages.unreachable);
  const record = parseCorporation(await response.text());
  if (!record || record.corporateNumber !== number)
    throw new CallableError('not-found', lookupMessages.notFound);
  if (!row || !deps.store) return { record, storedAt: null };
  if (!(await deps.store(row.table, row.rowId, record)))
    throw new CallableError('failed-precondition', lookupMessages.rowChanged);
  return { record, storedAt: deps.now() };
}
