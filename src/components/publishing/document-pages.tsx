import { useCallback, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Editor } from '@/lib/publishable/publishable-meta';
import { saveWithToasts, type DocumentFormProps } from './document-form';
import { EditDocumentLoader } from './edit-document-loader';

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
}

/**
 * What an area's create and edit pages share: a module-level constant per area (with the list
 * page's part, `PublishableListArea`, it is the area's one descriptor for this kit).
 */
export interface DocumentArea<D> {
  listPath: string;
  strings: DocumentPageStrings;
  /** Create: anything entered. */
  hasContent: (draft: D) => boolean;
  /** Edit: differs from the loaded values. */
  differsFrom: (draft: D, loaded: D) => boolean;
  Form: ComponentType<DocumentFormProps<D>>;
  /** Who is saving (the area passes its auth hook: components never import a feature). */
  useEditor: () => Editor;
  /** The draft to edit, or null when the document is absent (or archived, for promotions). */
  load: (id: string) => Promise<D | null>;
  save: {
    create: (draft: D, editor: Editor) => Promise<unknown>;
    update: (id: string, draft: D, editor: Editor) => Promise<unknown>;
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

/**
 * The edit page: reads the document (loading, error with retry, not found), then the form with
 * the loaded values; update is enabled once something differs.
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
  if (!id) return <Navigate to={area.listPath} replace />;
  return (
    <EditDocumentLoader
      key={id}
      id={id}
      title={s.editTitle}
      load={() => area.load(id)}
      messages={{ notFound: s.notFound, loadFailed: s.editorLoadFailed }}
      backTo={area.listPath}
    >
      {(loaded) => {
        const changed = (draft: D) => area.differsFrom(draft, loaded);
        return (
          <Form
            {...shell}
            initial={loaded}
            isDirty={changed}
            canSubmit={changed}
            onSubmit={(draft) =>
              saveWithToasts(() => area.save.update(id, draft, editor), {
                ok: s.updated,
                failed: s.updateFailed,
              })
            }
          />
        );
      }}
    </EditDocumentLoader>
  );
}
