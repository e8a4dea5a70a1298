import { Download, Eraser, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { Card, Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { ERASE_CONFIRMATION, type FoundDocument } from '@/contracts/privacy';
import { useStaffIdentity } from '@/features/auth';
import { downloadFile } from '@/lib/download';
import { errorReason } from '@/lib/error-reason';
import { fileTimestamp } from '@/lib/format';
import { needleOf } from '@/lib/privacy/personal-data';
import { erasePersonalStep, findPersonal } from '../data/personal-data';
import { disclosureZip, groupFound, summaryOf } from '../model/disclosure';
import { kindLabels, privacyStrings as s } from '../strings';

type Result = { query: string; found: FoundDocument[] } | null;

/**
 * 個人情報の開示・消去 (管理者): search once, see every document grouped by where it lives,
 * download them (開示), or erase them all (消去: typed confirmation, then batches with progress).
 */
export function PrivacyPage() {
  const id = useId();
  const me = useStaffIdentity();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [erasing, setErasing] = useState(false);

  const search = async (text: string) => {
    setSearching(true);
    try {
      setResult({ query: text, found: await findPersonal(text, me) });
    } catch (caught) {
      console.error('searching personal data failed', caught);
      notify.error(s.searchFailed(errorReason(caught)));
    } finally {
      setSearching(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (!needleOf(text)) {
      setError(s.tooShort);
      return;
    }
    setError(null);
    void search(text);
  };

  const exportAll = () => {
    if (!result) return;
    const zip = disclosureZip(result.query, result.found, new Date());
    downloadFile(
      `個人情報の開示_${fileTimestamp(new Date())}.zip`,
      new Blob([zip as Uint8Array<ArrayBuffer>]),
      'application/zip',
    );
    notify.success(s.exported(result.found.length));
  };

  const groups = result ? groupFound(result.found) : [];
  return (
    <Page title={s.title}>
      <p className="-mt-2 text-sm text-slate-600">{s.description}</p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-72 flex-1">
          <FormField id={`${id}-query`} label={s.query} hint={s.queryHint} error={error}>
            <TextInput
              id={`${id}-query`}
              value={query}
              autoComplete="off"
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-query-error` : undefined}
              onChange={(event) => setQuery(event.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={searching} className="mb-6">
          <Search className="h-4 w-4" aria-hidden />
          {searching ? s.searching : s.search}
        </Button>
      </form>
      {result ? (
        <section aria-live="polite" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-slate-800">
              {result.found.length === 0
                ? s.nothingFound(result.query)
                : s.foundTotal(result.query, result.found.length)}
            </p>
            {result.found.length > 0 ? (
              <div className="flex gap-2">
                <Button variant="secondary" onClick={exportAll}>
                  <Download className="h-4 w-4" aria-hidden />
                  {s.export}
                </Button>
                <Button variant="danger" onClick={() => setErasing(true)}>
                  <Eraser className="h-4 w-4" aria-hidden />
                  {s.erase}
                </Button>
              </div>
            ) : null}
          </div>
          {groups.map((group) => (
            <Card key={group.kind}>
              <section aria-labelledby={`${id}-${group.kind}`} className="p-4">
                <h2 id={`${id}-${group.kind}`} className="text-sm font-semibold text-slate-900">
                  {s.group(kindLabels[group.kind], group.items.length)}
                </h2>
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {group.items.map((item) => (
                    <li key={item.path} className="flex flex-wrap gap-x-3 py-1.5">
                      <span className="text-slate-800">{summaryOf(item.data) || '-'}</span>
                      <code className="text-xs break-all text-slate-500">{item.path}</code>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          ))}
        </section>
      ) : null}
      {erasing && result ? (
        <EraseDialog
          query={result.query}
          total={result.found.length}
          by={me}
          onClose={(erased) => {
            setErasing(false);
            if (erased) void search(result.query);
          }}
        />
      ) : null}
    </Page>
  );
}

/** 消去: the person types 「消去」, presses 「消去する」, and watches the batches go. */
function EraseDialog({
  query,
  total,
  by,
  onClose,
}: {
  query: string;
  total: number;
  by: { uid: string };
  onClose: (erased: boolean) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total });
    let done = 0;
    try {
      for (;;) {
        const step = await erasePersonalStep(query, by);
        done += step.erased;
        setProgress({ done, total: done + step.remaining });
        if (step.remaining === 0 || step.erased === 0) break;
      }
      notify.success(s.erased(done));
      onClose(true);
    } catch (caught) {
      console.error('erasing personal data failed', caught);
      notify.error(s.eraseFailed(errorReason(caught)));
      onClose(done > 0);
    }
  };

  const running = progress !== null;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !running && onClose(false)}
      title={s.eraseTitle}
      size="md"
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{s.eraseMessage(query, total)}</p>
        <FormField id={`${id}-confirm`} label={s.eraseConfirmLabel}>
          <TextInput
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            disabled={running}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        {progress ? (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label={s.eraseProgress}
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              className="h-2 overflow-hidden rounded bg-slate-200"
            >
              <div
                className="h-full bg-red-600"
                style={{
                  width: `${progress.total ? (progress.done / progress.total) * 100 : 100}%`,
                }}
              />
            </div>
            <p className="text-xs text-slate-600">{s.erasing(progress.done, progress.total)}</p>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={running} onClick={() => onClose(false)}>
            {s.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={running || typed.trim() !== ERASE_CONFIRMATION}
            onClick={() => void run()}
          >
            {s.eraseConfirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
