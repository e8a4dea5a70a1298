import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { formatDateTime } from '@/lib/format';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './draft-storage';
import { documentFormStrings as t } from './strings';

/** How long typing pauses before the draft is written to this browser. */
const DRAFT_DEBOUNCE_MS = 400;

/** Saves, then says so; a failure is a toast and the form stays. Resolves whether it saved. */
export async function saveWithToasts(
  save: () => Promise<unknown>,
  messages: { ok: string; failed: string },
): Promise<boolean> {
  try {
    await save();
    notify.success(messages.ok);
    return true;
  } catch {
    notify.error(messages.failed);
    return false;
  }
}

/** What a create / edit page passes to its area's form. */
export interface DocumentFormProps<D> extends DocumentFormOptions<D> {
  pageTitle: string;
  initial: D;
  cancelLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** Create: enabled once something was entered (or always). Edit: once something changed. */
  canSubmit: (draft: D) => boolean;
  onCancel: () => void;
}

export interface DocumentFormOptions<D> {
  /** Create: anything entered. Edit: differs from the loaded values. Drives the guard. */
  isDirty: (draft: D) => boolean;
  /**
   * Resolves true when saved, so the guard is lifted before the page navigates. `base` is the
   * version the draft was edited from: `draftBase`, or a restored draft's own.
   */
  onSubmit: (draft: D, base: Date | null) => Promise<boolean>;
  onSaved: () => void;
  /**
   * Where this form keeps its unsaved draft in this browser (see draft-storage); without it,
   * nothing is kept.
   */
  draftKey?: string;
  /** The `updatedAt` of the loaded document (edit), kept with the draft; null for create. */
  draftBase?: Date | null;
}

/**
 * The save cycle of a create / edit form (surveys, promotions): busy while saving, the unsaved
 * guard lifted once saved, and navigation only after the render that lifted it (the guard's
 * effect, a child's, has then replaced the router blocker).
 *
 * With a `draftKey`, an unsaved draft is kept in this browser (debounced, and at once when the
 * page goes away) and dropped once saved; a kept draft that differs from what was loaded is
 * offered back (`restoreOffer`): `restoreDraft` hands it to `restore`, `discardDraft` drops it.
 * While the offer stands nothing is written, so the kept draft is not overwritten unseen.
 */
export function useDocumentForm<D>(
  draft: D,
  { isDirty, onSubmit, onSaved, draftKey, draftBase = null }: DocumentFormOptions<D>,
  restore?: (draft: D) => void,
) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [restoreOffer, setRestoreOffer] = useState<StoredDraft<D> | null>(() => {
    if (!draftKey || !restore) return null;
    const stored = readDraft<D>(draftKey);
    return stored && isDirty(stored.draft) ? stored : null;
  });
  const [base, setBase] = useState(draftBase);
  const dirty = !saved && isDirty(draft);

  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);

  // Keep (or drop) the draft once typing pauses; when the page goes away, at once.
  const latest = useRef({ draft, dirty, base });
  const keeping = Boolean(draftKey) && !restoreOffer && !saved;
  // What the page-hide handler writes, current as soon as a change is committed: a passive effect
  // could still be pending when a reload follows a keystroke at once.
  useLayoutEffect(() => {
    latest.current = { draft, dirty, base };
  }, [draft, dirty, base]);
  // Not while a save is under way: its outcome decides the draft (saved: dropped; 最新を読み込む
  // after a conflict: dropped and the form loaded again), and a write falling due meanwhile
  // would bring back, in the form loaded again, the changes the member chose to drop.
  useEffect(() => {
    if (!draftKey || !keeping || saving) return;
    const timer = setTimeout(() => {
      if (dirty) writeDraft(draftKey, draft, base?.getTime() ?? null);
      else clearDraft(draftKey);
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftKey, keeping, saving, draft, dirty, base]);
  useEffect(() => {
    if (!draftKey || !keeping) return;
    const flush = () => {
      const { dirty: unsaved, draft: current, base: from } = latest.current;
      if (unsaved) writeDraft(draftKey, current, from?.getTime() ?? null);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [draftKey, keeping]);

  const save = async () => {
    setSaving(true);
    const ok = await onSubmit(draft, base);
    setSaving(false);
    if (ok) {
      if (draftKey) clearDraft(draftKey);
      setSaved(true);
    }
  };

  const restoreDraft = () => {
    if (!restoreOffer) return;
    restore?.(restoreOffer.draft);
    setBase(restoreOffer.base === null ? null : new Date(restoreOffer.base));
    setRestoreOffer(null);
    notify.success(t.draftRestored);
  };
  const discardDraft = () => {
    if (draftKey) clearDraft(draftKey);
    setRestoreOffer(null);
  };

  return { saving, saved, dirty, save, draft, restoreOffer, restoreDraft, discardDraft };
}

type DocumentForm<D> = ReturnType<typeof useDocumentForm<D>>;

/** Title, cancel / save at the top right, the unsaved-changes guard, then the form. */
export function DocumentFormPage<D>({
  props,
  form,
  onSubmit,
  headerActions,
  stickyHeader = false,
  children,
}: {
  props: DocumentFormProps<D>;
  form: DocumentForm<D>;
  /** The area's submit: its own validation, then `form.save()`. */
  onSubmit: () => Promise<void>;
  /** Extra buttons before cancel / save (the survey preview). */
  headerActions?: ReactNode;
  /** Keep the title row with cancel / save in view while the form scrolls. */
  stickyHeader?: boolean;
  children: ReactNode;
}) {
  return (
    <Page
      title={props.pageTitle}
      stickyHeader={stickyHeader}
      actions={
        <>
          {headerActions}
          <FormActions
            cancelLabel={props.cancelLabel}
            onCancel={props.onCancel}
            submitLabel={props.submitLabel}
            submittingLabel={props.submittingLabel}
            submitting={form.saving}
            disabled={form.saving || form.saved || !props.canSubmit(form.draft)}
            onSubmit={() => void onSubmit()}
          />
        </>
      }
    >
      <UnsavedChangesGuard when={form.dirty} />
      {form.restoreOffer ? (
        <RestoreDraftBanner
          savedAt={form.restoreOffer.savedAt}
          onRestore={form.restoreDraft}
          onDiscard={form.discardDraft}
        />
      ) : null}
      {children}
    </Page>
  );
}

/** The offer to bring back a draft kept in this browser: a labelled region above the form. */
function RestoreDraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label={t.draftFoundTitle}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">{t.draftFound(formatDateTime(new Date(savedAt)))}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          {t.discardDraft}
        </Button>
        <Button size="sm" onClick={onRestore}>
          {t.restoreDraft}
        </Button>
      </div>
    </section>
  );
}
