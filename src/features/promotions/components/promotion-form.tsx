import { useEffect, useState } from 'react';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { FormActions } from '@/components/ui/form-actions';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { validateDraft, type DraftErrors } from '../model/promotion-draft';
import type { PromotionDraft } from '../model/types';
import { promotionStrings as s } from '../strings';
import { CodeField } from './code-field';
import { PromotionPreview } from './promotion-preview';

export interface PromotionFormProps {
  pageTitle: string;
  initial: PromotionDraft;
  /** Create: anything entered. Edit: differs from the loaded values. Drives the guard. */
  isDirty: (draft: PromotionDraft) => boolean;
  /** Edit saves only a changed form; create is always allowed, so validation can speak. */
  canSubmit: (draft: PromotionDraft) => boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Resolves true when saved, so the guard is lifted before the page navigates. */
  onSubmit: (draft: PromotionDraft) => Promise<boolean>;
  onCancel: () => void;
  onSaved: () => void;
}

const ids = { title: 'promotion-title', html: 'promotion-html', css: 'promotion-css' } as const;

export function PromotionForm(props: PromotionFormProps) {
  const [draft, setDraft] = useState(props.initial);
  // Messages appear after the first submit, then follow the input as it is fixed.
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const errors: DraftErrors = showErrors ? validateDraft(draft) : {};

  const dirty = !saved && props.isDirty(draft);

  // Navigate only after the render that lifted the guard (its effect runs first, as a child).
  const { onSaved } = props;
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);

  // Functional update: editor changes may arrive faster than React re-renders.
  const change = (patch: Partial<PromotionDraft>) => setDraft((prev) => ({ ...prev, ...patch }));

  const submit = async () => {
    setShowErrors(true);
    const problems = validateDraft(draft);
    const firstInvalid = problems.title ? ids.title : problems.html ? ids.html : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    setSaving(true);
    const ok = await props.onSubmit(draft);
    setSaving(false);
    if (ok) setSaved(true);
  };

  return (
    <Page
      title={props.pageTitle}
      actions={
        <FormActions
          cancelLabel={s.cancel}
          onCancel={props.onCancel}
          submitLabel={props.submitLabel}
          submittingLabel={props.submittingLabel}
          submitting={saving}
          disabled={saving || saved || !props.canSubmit(draft)}
          onSubmit={() => void submit()}
        />
      }
    >
      <UnsavedChangesGuard when={dirty} />
      <div className="grid grid-cols-1 items-stretch gap-6 lg:grid-cols-2">
        <Card className="space-y-5 p-5">
          <FormField
            id={ids.title}
            label={s.nameLabel}
            required
            error={errors.title ? s[errors.title] : null}
          >
            <TextInput
              id={ids.title}
              value={draft.title}
              placeholder={s.namePlaceholder}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
              onChange={(e) => change({ title: e.target.value })}
            />
          </FormField>
          <CodeField
            id={ids.html}
            label={s.htmlLabel}
            language="html"
            required
            value={draft.html}
            onChange={(html) => change({ html })}
            error={errors.html ? s[errors.html] : null}
            minHeight="18rem"
          />
          <CodeField
            id={ids.css}
            label={s.cssLabel}
            language="css"
            value={draft.css}
            onChange={(css) => change({ css })}
            minHeight="8rem"
          />
        </Card>
        <div className="lg:sticky lg:top-4 lg:h-[calc(100vh-8rem)] lg:self-start">
          <PromotionPreview html={draft.html} css={draft.css} />
        </div>
      </div>
    </Page>
  );
}
