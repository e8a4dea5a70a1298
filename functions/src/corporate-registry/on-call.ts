import { defineSecret, defineString } from 'firebase-functions/params';
import { adminFirestore } from '../admin.js';
import { editorFromMembers } from '../caller-roles.js';
import { onCallable } from '../on-callable.js';
import {
  LOOKUP_CORPORATE_NUMBER,
  REGISTRY_FIELD,
  type LookupCorporateResponse,
} from '../shared/contracts/corporate-registry.js';
import { normaliseCorporateNumber } from '../shared/corporate-number.js';
import { DEFAULT_CORPORATE_API_BASE, lookupCorporateNumber } from './lookup.js';

/**
 * The application id of the 国税庁 法人番号システム Web-API, a Secret Manager secret bound to this
 * function only ('none': the lookup is off and says how to turn it on; docs/deploy.md), and the
 * API's base URL (a parameter: the tests point it at a fake registry).
 */
const appId = defineSecret('CORPORATE_API_APP_ID');
const apiBase = defineString('CORPORATE_API_BASE_URL', {
  default: DEFAULT_CORPORATE_API_BASE,
  description: '国税庁 法人番号システム Web-API base URL (GET {base}/4/num)',
});

/** Callable lookupCorporateNumber (in the functions' region): members only; stores the answer on the row. */
export const lookupCorporateNumberCall = onCallable<LookupCorporateResponse>(
  LOOKUP_CORPORATE_NUMBER,
  { secrets: [appId], timeoutSeconds: 30 },
  (input) => {
    const db = adminFirestore();
    const id = appId.value().trim();
    return lookupCorporateNumber(input, {
      isEditor: editorFromMembers(db),
      appId: id === 'none' ? '' : id,
      baseUrl: apiBase.value(),
      fetch: (url, init) => fetch(url, init),
      // Stored only while the row still has this number (read and written in one transaction).
      store: (table, rowId, record) =>
        db.runTransaction(async (tx) => {
          const ref = db.collection(table).doc(rowId);
          const row = await tx.get(ref);
          const current = row.get('corporateNumber') as unknown;
          if (
            !row.exists ||
            normaliseCorporateNumber(typeof current === 'string' ? current : '') !==
              record.corporateNumber
          )
            return false;
          tx.update(ref, { [REGISTRY_FIELD]: { ...record, checkedAt: new Date() } });
          return true;
        }),
      now: () => Date.now(),
    });
  },
);
