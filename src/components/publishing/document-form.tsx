import { useEffect, useState, type ReactNode } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';

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
  /** Resolves true when saved, so the guard is lifted before the page navigates. */
  onSubmit: (draft: D) => Promise<boolean>;
  onSaved: () => void;
}

/**
 * The save cycle of a create / edit form (surveys, promotions): busy while saving, the unsaved
 * guard lifted once saved, and navigation only after the render that lifted it (the guard's
 * effect, a child's, has then replaced the router blocker).
 */
export function useDocumentForm<D>(
  draft: D,
  { isDirty, onSubmit, onSaved }: DocumentFormOptions<D>,
) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);

  const save = async () => {
    setSaving(true);
    const ok = await onSubmit(draft);
    setSaving(false);
    if (ok) setSaved(true);
  };

  return { saving, saved, dirty: !saved && isDirty(draft), save, draft };
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
      {children}
    </Page>
  );
}
