import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/button';
import { hasPlaceholder, isChoiceType } from '../../model/field-ops';
import { FIELD_TYPES, type KnownFieldType } from '../../model/field-types';
import type { SurveyField } from '../../model/types';
import { fieldTypeLabels, surveyStrings as s } from '../../strings';
import { FieldEditor } from './field-editor';
import type { LinkOptions } from './show-if-editor';
import { showIfText } from '../../model/show-if-text';

export function typeLabel(type: string): string {
  return (FIELD_TYPES as readonly string[]).includes(type)
    ? fieldTypeLabels[type as KnownFieldType]
    : s.unsupported;
}

export interface FieldCardProps {
  field: SurveyField;
  /** The survey's questions, this one at `index` (its 表示条件 read the earlier ones). */
  fields: readonly SurveyField[];
  index: number;
  linkOptions: LinkOptions;
  editing: boolean;
  /** Just added by click or Enter: the editing card opens with an empty question text. */
  startBlank?: boolean;
  onEdit: (id: string) => void;
  onSave: (field: SurveyField) => void;
  onCancel: () => void;
  onDelete: (id: string) => void;
  /** The open card's unsaved edits (see FieldEditor). Keep it stable. */
  onPending?: (field: SurveyField | null) => void;
}

/** One question on the canvas: sortable by its handle, a drop target for templates. */
export function FieldCard({
  field,
  fields,
  index,
  linkOptions,
  editing,
  startBlank = false,
  onEdit,
  onSave,
  onCancel,
  onDelete,
  onPending,
}: FieldCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
  } = useSortable({ id: field.id, data: { kind: 'field' } });

  // Closing the editing card unmounts whatever had focus in it: give focus back to this card's
  // edit button, so a keyboard user carries on from the question just edited.
  const itemRef = useRef<HTMLLIElement | null>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) {
      itemRef.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        itemRef.current = node;
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative list-none ${isDragging ? 'z-10 opacity-60' : ''}`}
      data-testid="canvas-field"
      data-field-label={field.label}
    >
      {isOver && !isDragging ? (
        <div aria-hidden className="bg-brand-500 absolute -top-1.5 right-0 left-0 h-0.5 rounded" />
      ) : null}
      {editing ? (
        <FieldEditor
          field={field}
          fields={fields}
          index={index}
          linkOptions={linkOptions}
          startBlank={startBlank}
          onSave={onSave}
          onCancel={onCancel}
          onPending={onPending}
        />
      ) : (
        <div className="group flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-300">
          <button
            type="button"
            ref={setActivatorNodeRef}
            aria-label={s.dragField(field.label)}
            className="focus-visible:outline-brand-600 text-muted mt-0.5 cursor-grab touch-none rounded p-0.5 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripVertical className="h-4 w-4" aria-hidden />
          </button>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted text-xs font-semibold">Q{index + 1}</span>
              <p className="font-medium text-slate-900">
                {field.label}
                {field.required ? (
                  <span className="ml-0.5 text-red-500" aria-label={s.required}>
                    *
                  </span>
                ) : null}
              </p>
              <Badge tone="blue">{typeLabel(field.type)}</Badge>
            </div>
            <FieldPreview field={field} />
            <ShowIfLine fields={fields} index={index} />
          </div>
          <div className="flex shrink-0 gap-0.5">
            <IconButton
              label={s.editField(field.label)}
              data-action="edit"
              onClick={() => onEdit(field.id)}
            >
              <Pencil className="h-4 w-4" aria-hidden />
            </IconButton>
            <IconButton
              label={s.deleteField(field.label)}
              onClick={() => onDelete(field.id)}
              className="hover:text-red-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </IconButton>
          </div>
        </div>
      )}
    </li>
  );
}

function FieldPreview({ field }: { field: SurveyField }) {
  if (isChoiceType(field.type)) {
    return (
      <ul className="flex flex-wrap gap-1.5">
        {(field.options ?? []).map((option) => (
          <li
            key={option.id}
            className="rounded border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs text-slate-600"
          >
            {option.label}
          </li>
        ))}
      </ul>
    );
  }
  if (field.type === 'rating') {
    return <p className="text-muted text-xs tracking-widest">1 2 3 4 5</p>;
  }
  if (hasPlaceholder(field.type)) {
    return (
      <div className="text-muted h-8 max-w-md rounded border border-dashed border-slate-200 px-2 text-xs leading-8">
        {field.placeholder ?? ''}
      </div>
    );
  }
  return null;
}

/** When the question is shown (its 表示条件), or that its rule is invalid, in red. */
function ShowIfLine({ fields, index }: { fields: readonly SurveyField[]; index: number }) {
  const text = showIfText(fields, index);
  if (!text) return null;
  return (
    <p
      className={
        text.kind === 'invalid' ? 'text-xs font-medium text-red-700' : 'text-brand-700 text-xs'
      }
    >
      {text.text}
    </p>
  );
}
