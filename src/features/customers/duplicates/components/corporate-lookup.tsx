import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import type { CorporateRecord } from '@/contracts/corporate-registry';
import { Button } from '@/components/ui/button';
import { isLookupNotConfigured, lookupCorporation } from '../data/corporate-registry';
import { corporateNumberProblem } from '../../shared/model/corporate-number';
import { historyValueText } from '../../shared/model/history-text';
import { duplicateStrings as s } from '../strings';

/**
 * 「法人番号から会社名と所在地を取得」 beside a valid 法人番号: the registry's 正式名称 and 所在地
 * (and 閉鎖日 for a closed company), the registered name beside a differing client name with a
 * button to take it. On a row's page the answer is stored on the row (`stored` shows it later);
 * in the add form it only informs. Without an application id it says how to get one.
 */
export function CorporateLookup({
  corporateNumber,
  clientName,
  row,
  stored = null,
  onUseName,
}: {
  corporateNumber: string;
  clientName: string;
  row?: { table: CustomerTable; rowId: string };
  stored?: CorporateRecord | null;
  onUseName: (name: string) => void;
}) {
  const [looked, setLooked] = useState<CorporateRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; setup: boolean } | null>(null);
  const valid = corporateNumber.trim() !== '' && corporateNumberProblem(corporateNumber) === null;
  const shown = [looked, stored].find(
    (record) => record?.corporateNumber === digits(corporateNumber),
  );
  if (!valid && !shown) return null;

  async function lookUp() {
    setBusy(true);
    setProblem(null);
    try {
      setLooked(await lookupCorporation(corporateNumber, row));
    } catch (error) {
      console.error('corporate number lookup failed', error);
      setProblem({
        message: error instanceof Error && error.message ? error.message : s.lookupFailed,
        setup: isLookupNotConfigured(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label={s.registryTitle}
      className="space-y-2 rounded-md border border-slate-200 p-3 text-sm"
    >
      <Button variant="secondary" size="sm" onClick={() => void lookUp()} disabled={!valid || busy}>
        <Building2 className="h-4 w-4" aria-hidden />
        {busy ? s.lookingUp : s.lookUp}
      </Button>
      {problem ? (
        <div role="alert" className="text-xs text-red-700">
          <p>{problem.message}</p>
          {problem.setup ? <p className="mt-1 text-slate-600">{s.lookupSetup}</p> : null}
        </div>
      ) : null}
      {shown ? (
        <dl className="space-y-1 text-slate-800">
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 text-slate-500">{s.officialName}</dt>
            <dd>{shown.name}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 text-slate-500">{s.address}</dt>
            <dd>{shown.address}</dd>
          </div>
          {shown.closeDate ? (
            <div className="flex gap-2 text-red-700">
              <dt className="w-20 shrink-0">{s.closeDate}</dt>
              <dd>
                {historyValueText(shown.closeDate)}
                {shown.closeCause ? `（${shown.closeCause}）` : ''}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {shown && shown.name !== clientName.trim() ? (
        <div role="status" className="flex flex-wrap items-center gap-2 text-xs text-amber-800">
          <span>{s.nameDiffers(shown.name, clientName.trim())}</span>
          <Button variant="secondary" size="sm" onClick={() => onUseName(shown.name)}>
            {s.useRegisteredName}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const digits = (value: string) => value.normalize('NFKC').replace(/\D/g, '');
