import { useCallback, useRef, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { EditConflictError, type UpdateGuard } from '@/lib/publishable/edit-conflict';
import type { Editor } from '@/lib/publishable/publishable-meta';
import { saveWithToasts, type DocumentFormProps } from './document-form';
import { clearDraft, draftKeyOf } from './draft-storage';
import { EditDocumentLoader } from './edit-document-loader';
import { documentFormStrings as t } from './strings';

/** The create / edit pages' copy; both areas' strings.ts have these keys. */
export interface DocumentPageStrings {
  createTitle: string;
  editTitle: string;
  cancel: string;
  create: string;
  creating: string;
  update: string;
  updating: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  notFound: string;
  editorLoadFailed: string;
  /** Saving over a document someone else changed since it was loaded: overwrite? */
  conflictMessage: string;
}

/** What an edit page loads: the draft, and the `updatedAt` a save checks is still current. */
export interface LoadedDocument<D> {
  draft: D;
  updatedAt: Date | null;
}

/**
 * What an area's create and edit pages share: a module-level constant per area (with the list
 * page's part, `PublishableListArea`, it is the area's one descriptor for this kit).
 */
export interface DocumentArea<D> {
  listPath: string;
  /** Names the drafts this area keeps in the browser (`{draftArea}-draft:{id|new}`). */
  draftArea: string;
  strings: DocumentPageStrings;
  /** Create: anything entered. */
  hasContent: (draft: D) => boolean;
  /** Edit: differs from the loaded values. */
  differsFrom: (draft: D, loaded: D) => boolean;
  Form: ComponentType<DocumentFormProps<D>>;
  /** Who is saving (the area passes its auth hook: components never import a feature). */
  useEditor: () => Editor;
  /** The draft to edit, or null when the document is absent (or archived, for promotions). */
  load: (id: string) => Promise<LoadedDocument<D> | null>;
  save: {
    create: (draft: D, editor: Editor) => Promise<unknown>;
    /** With the guard, throws `EditConflictError` when the document changed since it was loaded. */
    update: (id: string, draft: D, editor: Editor, guard: UpdateGuard) => Promise<unknown>;
  };
}

/** The form props both pages share: their texts, and back to the list on cancel and once saved. */
function useShellProps<D>(area: DocumentArea<D>, mode: 'create' | 'edit') {
  const navigate = useNavigate();
  const back = useCallback(() => void navigate(area.listPath), [navigate, area.listPath]);
  const s = area.strings;
  const texts =
    mode === 'create'
      ? { pageTitle: s.createTitle, submitLabel: s.create, submittingLabel: s.creating }
      : { pageTitle: s.editTitle, submitLabel: s.update, submittingLabel: s.updating };
  return { ...texts, cancelLabel: s.cancel, onCancel: back, onSaved: back };
}

/** The create page: an empty (or prefilled) form; saved, it goes back to the list. */
export function CreateDocumentPage<D>({
  area,
  initial,
  canSubmit = area.hasContent,
}: {
  area: DocumentArea<D>;
  initial: D;
  /** Default: once something was entered. */
  canSubmit?: (draft: D) => boolean;
}) {
  const { strings: s, Form } = area;
  const editor = area.useEditor();
  const shell = useShellProps(area, 'create');
  return (
    <Form
      {...shell}
      initial={initial}
      draftKey={draftKeyOf(area.draftArea, null)}
      isDirty={area.hasContent}
      canSubmit={canSubmit}
      onSubmit={(draft) =>
        saveWithToasts(() => area.save.create(draft, editor), {
          ok: s.created,
          failed: s.createFailed,
        })
      }
    />
  );
}

type ConflictChoice = 'overwrite' | 'reload' | 'cancel';

/**
 * The question a stale save asks: `ask()` opens the dialog and resolves with the choice
 * (Escape and the cross count as cancel).
 */
function useConflictPrompt(message: string) {
  const [open, setOpen] = useState(false);
  const answer = useRef<(choice: ConflictChoice) => void>(() => {});
  const ask = () =>
    new Promise<ConflictChoice>((resolve) => {
      answer.current = resolve;
      setOpen(true);
    });
  const choose = (choice: ConflictChoice) => {
    setOpen(false);
    answer.current(choice);
  };
  const dialog = (
    <Modal
      open={open}
      onOpenChange={(next) => !next && choose('cancel')}
      title={t.conflictTitle}
      description={message}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => choose('cancel')}>
            {t.cancel}
          </Button>
          <Button variant="secondary" onClick={() => choose('reload')}>
            {t.reloadLatest}
          </Button>
          <Button variant="danger" onClick={() => choose('overwrite')}>
            {t.overwrite}
          </Button>
        </>
      }
    />
  );
  return { ask, dialog };
}

/**
 * The edit page: reads the document (loading, error with retry, not found), then the form with
 * the loaded values; update is enabled once something differs. A save checks the document was
 * not changed since it was loaded (another staff member, another tab); when it was, the page
 * asks: overwrite, load the latest (this form's changes dropped), or go back to editing.
 */
export function EditDocumentPage<D>({
  area,
  id,
}: {
  area: DocumentArea<D>;
  id: string | undefined;
}) {
  const { strings: s, Form } = area;
  const editor = area.useEditor();
  const shell = useShellProps(area, 'edit');
  const conflict = useConflictPrompt(s.conflictMessage);
  // Bumped to read the document again from scratch (a fresh loader and form).
  const [generation, setGeneration] = useState(0);
  if (!id) return <Navigate to={area.listPath} replace />;
  const draftKey = draftKeyOf(area.draftArea, id);
  const messages = { ok: s.updated, failed: s.updateFailed };

  // `base`: the version the draft was edited from (the loaded one, or a restored draft's).
  const submit = async (draft: D, base: Date | null): Promise<boolean> => {
    const update = (overwrite: boolean) =>
      area.save.update(id, draft, editor, { expectedUpdatedAt: base, overwrite });
    try {
      await update(false);
      notify.success(messages.ok);
      return true;
    } catch (error) {
      if (!(error instanceof EditConflictError)) {
        notify.error(messages.failed);
        return false;
      }
    }
    const choice = await conflict.ask();
    if (choice === 'overwrite') return saveWithToasts(() => update(true), messages);
    if (choice === 'reload') {
      clearDraft(draftKey);
      setGeneration((n) => n + 1);
    }
    return false;
  };

  return (
    <>
      <EditDocumentLoader
        key={`${id}:${generation}`}
        id={`${id}:${generation}`}
        title={s.editTitle}
        load={() => area.load(id)}
        messages={{ notFound: s.notFound, loadFailed: s.editorLoadFailed }}
        backTo={area.listPath}
      >
        {(loaded) => {
          const changed = (draft: D) => area.differsFrom(draft, loaded.draft);
          return (
            <Form
              {...shell}
              initial={loaded.draft}
              draftKey={draftKey}
              draftBase={loaded.updatedAt}
              isDirty={changed}
              canSubmit={changed}
              onSubmit={submit}
            />
          );
        }}
      </EditDocumentLoader>
      {conflict.dialog}
    </>
  );
}
