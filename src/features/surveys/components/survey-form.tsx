import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Settings } from 'lucide-react';
import { useEffect, useReducer, useState, type Dispatch, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextArea, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { Card, Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { FormActions } from '@/components/ui/form-actions';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { draftReducer, type DraftAction } from '../model/draft-reducer';
import { fieldFromTemplate, validateDraft, type SurveyDraft } from '../model/survey-draft';
import { FIELD_TYPES, type KnownFieldType, type SurveyField } from '../model/types';
import { fieldTypeLabels, surveyStrings as s } from '../strings';
import { FieldCard, typeLabel } from './field-card';

export const KEYBOARD_STEP_PX = 25;

/** Arrow keys move the dragged item 25 px (spec section 9). */
export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case KeyboardCode.Down:
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case KeyboardCode.Up:
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    case KeyboardCode.Right:
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case KeyboardCode.Left:
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

const CANVAS_ID = 'canvas';
const TEMPLATE_PREFIX = 'template:';

function templateType(id: UniqueIdentifier): KnownFieldType | null {
  const text = String(id);
  return text.startsWith(TEMPLATE_PREFIX)
    ? (text.slice(TEMPLATE_PREFIX.length) as KnownFieldType)
    : null;
}

/**
 * What a drop means, as a draft action: a template on the canvas appends, a template on a field
 * inserts before it, a field on another field moves there. Pure, so the rules are tested alone.
 */
export function dropAction(
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null,
  fields: readonly SurveyField[],
  makeField: (type: KnownFieldType) => SurveyField,
): DraftAction | null {
  if (overId === null) return null;
  const indexOf = (id: UniqueIdentifier) => fields.findIndex((f) => f.id === id);
  const type = templateType(activeId);
  if (type) {
    const index = overId === CANVAS_ID ? -1 : indexOf(overId);
    return { type: 'insertField', field: makeField(type), index };
  }
  const from = indexOf(activeId);
  const to = indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return { type: 'moveField', from, to };
}

/**
 * The canvas droppable wraps every field, so plain closestCenter could pick the canvas and lose a
 * reorder. Fields win over the canvas; a dragged field only ever targets fields; a template
 * targets the field under the pointer (or overlapping it, when dragged by keyboard), else the canvas.
 */
export const builderCollision: CollisionDetection = (args) => {
  const fieldsOnly = args.droppableContainers.filter((c) => c.id !== CANVAS_ID);
  if (!templateType(args.active.id)) {
    return closestCenter({ ...args, droppableContainers: fieldsOnly });
  }
  const hits = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
  const fieldHit = hits.filter((c) => c.id !== CANVAS_ID);
  return fieldHit.length > 0 ? fieldHit.slice(0, 1) : hits;
};

export interface SurveyFormProps {
  pageTitle: string;
  initial: SurveyDraft;
  isDirty: (draft: SurveyDraft) => boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Create: enabled once something was entered. Update: once something changed. */
  canSubmit: (draft: SurveyDraft) => boolean;
  /** Resolves true when saved, so the guard is lifted before the page navigates. */
  onSubmit: (draft: SurveyDraft) => Promise<boolean>;
  onCancel: () => void;
  onSaved: () => void;
}

export function SurveyForm(props: SurveyFormProps) {
  const [draft, dispatch] = useReducer(draftReducer, props.initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const dirty = !saved && props.isDirty(draft);

  // Navigate only after the render that lifted the guard: the guard's own effect (a child's,
  // so it runs first) has then replaced the router blocker.
  const { onSaved } = props;
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);

  const submit = async () => {
    const problem = validateDraft(draft);
    if (problem) {
      notify.warning(s[problem]);
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
      <Card className="flex items-center gap-3 p-4">
        <TextInput
          aria-label={s.nameLabel}
          placeholder={s.namePlaceholder}
          value={draft.title}
          onChange={(e) => dispatch({ type: 'setTitle', title: e.target.value })}
          className="text-base font-medium"
        />
        <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
          <Settings className="h-4 w-4" aria-hidden />
          {s.settingsButton}
        </Button>
      </Card>
      <Builder fields={draft.fields} dispatch={dispatch} />
      <Modal
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        title={s.settingsTitle}
        size="lg"
        footer={<Button onClick={() => setSettingsOpen(false)}>{s.done}</Button>}
      >
        <div className="space-y-4">
          <FormField id="survey-description" label={s.descriptionLabel}>
            <TextInput
              id="survey-description"
              value={draft.description}
              onChange={(e) => dispatch({ type: 'setDescription', description: e.target.value })}
            />
          </FormField>
          <FormField id="survey-thank-you" label={s.thankYouLabel} hint={s.thankYouHint}>
            <TextArea
              id="survey-thank-you"
              rows={6}
              value={draft.thankYouMessage}
              onChange={(e) => dispatch({ type: 'setThankYou', thankYouMessage: e.target.value })}
            />
          </FormField>
        </div>
      </Modal>
    </Page>
  );
}

function Builder({ fields, dispatch }: { fields: SurveyField[]; dispatch: Dispatch<DraftAction> }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier | null | undefined): string => {
    if (id === null || id === undefined) return '';
    if (id === CANVAS_ID) return s.canvasName;
    const type = templateType(id);
    if (type) return fieldTypeLabels[type];
    return fields.find((f) => f.id === id)?.label ?? String(id);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => s.dragStart(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? over.id === CANVAS_ID
          ? s.dragOverCanvas(nameOf(active.id))
          : s.dragOver(nameOf(active.id), nameOf(over.id))
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? over.id === CANVAS_ID
          ? s.dragEndCanvas(nameOf(active.id))
          : s.dragEnd(nameOf(active.id), nameOf(over.id))
        : s.dragCancel(nameOf(active.id)),
    onDragCancel: ({ active }) => s.dragCancel(nameOf(active.id)),
  };

  const onDragStart = (event: DragStartEvent) => setActiveId(event.active.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const action = dropAction(active.id, over?.id ?? null, fields, (type) =>
      fieldFromTemplate(type, fieldTypeLabels[type]),
    );
    if (action) dispatch(action);
  };

  const activeTemplate = activeId === null ? null : templateType(activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={builderCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: s.dragInstructions },
      }}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_16rem] items-start gap-6">
        <Canvas>
          <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            {fields.map((field, index) => (
              <FieldCard
                key={field.id}
                field={field}
                index={index}
                editing={editingId === field.id}
                onEdit={setEditingId}
                onCancel={() => setEditingId(null)}
                onSave={(updated) => {
                  dispatch({ type: 'replaceField', field: updated });
                  setEditingId(null);
                }}
                onDelete={(id) => dispatch({ type: 'removeField', id })}
              />
            ))}
          </SortableContext>
          {fields.length === 0 ? (
            <p className="py-16 text-center text-sm text-slate-500">{s.canvasEmpty}</p>
          ) : null}
        </Canvas>
        <Palette />
      </div>
      <DragOverlay>
        {activeTemplate ? <TemplateChip label={typeLabel(activeTemplate)} overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}

function Canvas({ children }: { children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <ol
      ref={setNodeRef}
      aria-label={s.canvasName}
      data-testid="canvas"
      className={`min-h-[24rem] space-y-3 rounded-lg border-2 border-dashed p-4 transition-colors ${isOver ? 'border-blue-400 bg-blue-50/40' : 'border-slate-200 bg-slate-50'}`}
    >
      {children}
    </ol>
  );
}

function Palette() {
  return (
    <Card className="sticky top-4 p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-700">{s.palette}</h2>
      <ul className="space-y-2" aria-label={s.palette}>
        {FIELD_TYPES.map((type) => (
          <PaletteItem key={type} type={type} />
        ))}
      </ul>
    </Card>
  );
}

function PaletteItem({ type }: { type: KnownFieldType }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${TEMPLATE_PREFIX}${type}`,
    data: { kind: 'template' },
  });
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={isDragging ? 'opacity-40' : ''}
      data-testid={`palette-${type}`}
    >
      <TemplateChip label={fieldTypeLabels[type]} />
    </li>
  );
}

function TemplateChip({ label, overlay = false }: { label: string; overlay?: boolean }) {
  return (
    <div
      className={`cursor-grab touch-none rounded-md border bg-white px-3 py-2 text-sm text-slate-700 select-none hover:border-blue-400 hover:bg-blue-50 ${overlay ? 'border-blue-500 shadow-lg' : 'border-slate-200'}`}
    >
      {label}
    </div>
  );
}
