import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { previewSurvey } from '../../model/preview-survey';
import type { SurveyDraft } from '../../model/survey-draft';
import { surveyStrings as s } from '../../strings';
import { PreviewBanner } from './preview-banner';
import { PreviewForm } from './preview-form-slot';
import type { LinkOptions } from '../builder/show-if-editor';

/**
 * The unsaved draft as a visitor will see it: the public form itself, full screen, under the
 * preview banner, with submission disabled. Radix gives the focus trap and Escape; focus returns to the opener.
 */
export function DraftPreviewDialog({
  open,
  onOpenChange,
  draft,
  linkOptions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: SurveyDraft;
  linkOptions?: LinkOptions;
}) {
  const survey = useMemo(() => previewSurvey(draft), [draft]);
  // Opened from a plain button, not a Radix trigger: remember it, to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-slate-50 focus:outline-none"
        >
          <PreviewBanner inDialog>
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                <X className="h-4 w-4" aria-hidden />
                {s.previewClose}
              </Button>
            </Dialog.Close>
          </PreviewBanner>
          <PreviewForm survey={survey} {...(linkOptions ? { linkOptions } : {})} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
