import * as Dialog from '@radix-ui/react-dialog';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { surveyStrings as s } from '../../strings';

const textClass = 'flex items-center gap-2 text-sm font-medium text-amber-900';

/**
 * The strip above a preview: says nothing will be sent, and holds the way back. Inside the draft
 * preview dialog its text is the dialog's title.
 */
export function PreviewBanner({
  inDialog = false,
  children,
}: {
  inDialog?: boolean;
  children?: ReactNode;
}) {
  const text = (
    <>
      <Eye className="h-4 w-4 shrink-0" aria-hidden />
      {s.previewBanner}
    </>
  );
  return (
    <header className="sticky top-0 z-30 flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 sm:px-6">
      {inDialog ? (
        <Dialog.Title className={textClass}>{text}</Dialog.Title>
      ) : (
        <p className={textClass}>{text}</p>
      )}
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </header>
  );
}
