import { useState } from 'react';
import {
  DocumentFormPage,
  useDocumentForm,
  type DocumentFormProps,
} from '@/components/publishing/document-form';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Card } from '@/components/ui/page';
import { validateDraft, type DraftErrors } from '../model/promotion-draft';
import type { PromotionDraft } from '../model/types';
import { promotionStrings as s } from '../strings';
import { CodeField } from './code-field';
import { PromotionPreview } from './promotion-preview';

/** Edit saves only a changed form; create is always allowed, so validation can speak. */
export type PromotionFormProps = DocumentFormProps<PromotionDraft>;

const ids = { title: 'promotion-title', html: 'promotion-html', css: 'promotion-css' } as const;

export function PromotionForm(props: PromotionFormProps) {
  const [draft, setDraft] = useState(props.initial);
  // Messages appear after the first submit, then follow the input as it is fixed.
  const [showErrors, setShowErrors] = useState(false);
  // A code field asked for focus before its editor had loaded (a lazy chunk): it takes focus
  // when it mounts.
  const [focusOnLoad, setFocusOnLoad] = useState<string | null>(null);
  const form = useDocumentForm(draft, props, setDraft);
  const errors: DraftErrors = showErrors ? validateDraft(draft) : {};

  // Functional update: editor changes may arrive faster than React re-renders.
  const change = (patch: Partial<PromotionDraft>) => setDraft((prev) => ({ ...prev, ...patch }));

  const submit = async () => {
    setShowErrors(true);
    const problems = validateDraft(draft);
    const firstInvalid = problems.title ? ids.title : problems.html ? ids.html : null;
    if (firstInvalid) {
      const field = document.getElementById(firstInvalid);
      if (field) field.focus();
      else setFocusOnLoad(firstInvalid);
      return;
    }
    await form.save();
  };

  return (
    <DocumentFormPage props={props} form={form} onSubmit={submit}>
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
            focusOnLoad={focusOnLoad === ids.html}
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
    </DocumentFormPage>
  );
}
