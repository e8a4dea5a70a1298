import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useState, type Dispatch, type KeyboardEvent, type ReactNode } from 'react';
import { Card } from '@/components/ui/page';
import { cn } from '@/components/ui/cn';
import type { DraftAction } from '../../model/draft-reducer';
import { CANVAS_ID, dropAction, templateId, templateType } from '../../model/drop-rules';
import { fieldFromTemplate, moveField } from '../../model/field-ops';
import { rulesBrokenBy } from '../../model/show-if-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { LinkOptions } from './show-if-editor';
import { FIELD_TYPES, type KnownFieldType } from '../../model/field-types';
import type { SurveyField } from '../../model/types';
import { fieldTypeLabels, showIfStrings, surveyStrings as s } from '../../strings';
import { builderCollision, stepCoordinates } from './builder-dnd';
import { FieldCard, typeLabel } from './field-card';

const NO_LINK_OPTIONS: LinkOptions = {};

/**
 * The drag-and-drop builder: the canvas of fields and the palette of parts. onDragEnd only maps
 * ids to a draft action (model/drop-rules) and dispatches it. A part can also be clicked (or
 * Enter pressed on it): it is appended and opened for editing, its question text empty.
 */
export function Builder({
  fields,
  dispatch,
  onPending,
  linkOptions = NO_LINK_OPTIONS,
}: {
  fields: SurveyField[];
  dispatch: Dispatch<DraftAction>;
  /** The customer values' option lists, for 表示条件 on a personal link's values. */
  linkOptions?: LinkOptions;
  /** The open card's unsaved edits, as the card would save them; null when none. Stable. */
  onPending?: (field: SurveyField | null) => void;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // The part just added by click / Enter, whose editing card opens with an empty question text.
  const [addedId, setAddedId] = useState<string | null>(null);
  const edit = (id: string | null) => {
    setEditingId(id);
    setAddedId(null);
  };
  const addPart = (type: KnownFieldType) => {
    const field = fieldFromTemplate(type, fieldTypeLabels[type]);
    dispatch({ type: 'insertField', field, index: -1 });
    setEditingId(field.id);
    setAddedId(field.id);
  };
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
  // A move that would break a sound 表示条件 waits here until the person confirms it.
  const [pendingMove, setPendingMove] = useState<{
    action: DraftAction;
    broken: SurveyField[];
  } | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const action = dropAction(active.id, over?.id ?? null, fields, (type) =>
      fieldFromTemplate(type, fieldTypeLabels[type]),
    );
    if (!action) return;
    const broken =
      action.type === 'moveField'
        ? rulesBrokenBy(fields, moveField(fields, action.from, action.to))
        : [];
    if (broken.length > 0) setPendingMove({ action, broken });
    else dispatch(action);
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
        <Canvas isEmpty={fields.length === 0}>
          <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            {fields.map((field, index) => (
              <FieldCard
                key={field.id}
                field={field}
                fields={fields}
                index={index}
                linkOptions={linkOptions}
                editing={editingId === field.id}
                startBlank={addedId === field.id}
                onEdit={edit}
                onCancel={() => edit(null)}
                onSave={(updated) => {
                  dispatch({ type: 'replaceField', field: updated });
                  edit(null);
                }}
                onDelete={(id) => dispatch({ type: 'removeField', id })}
                onPending={onPending}
              />
            ))}
          </SortableContext>
        </Canvas>
        <Palette onAdd={addPart} />
      </div>
      <DragOverlay>
        {activeTemplate ? <TemplateChip label={typeLabel(activeTemplate)} overlay /> : null}
      </DragOverlay>
      <ConfirmDialog
        open={pendingMove !== null}
        onCancel={() => setPendingMove(null)}
        tone="primary"
        title={showIfStrings.reorderTitle}
        message={showIfStrings.reorderMessage(pendingMove?.broken.map((f) => f.label) ?? [])}
        confirmLabel={showIfStrings.reorderConfirm}
        onConfirm={() => {
          if (pendingMove) dispatch(pendingMove.action);
          setPendingMove(null);
        }}
      />
    </DndContext>
  );
}

/**
 * The droppable area holds the ordered list of questions; the empty hint sits outside the <ol>,
 * which may hold <li> only.
 */
function Canvas({ isEmpty, children }: { isEmpty: boolean; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <div
      ref={setNodeRef}
      data-testid="canvas"
      className={cn(
        'min-h-[24rem] rounded-lg border-2 border-dashed p-4 transition-colors',
        isOver ? 'border-brand-400 bg-brand-50/40' : 'border-slate-200 bg-slate-50',
      )}
    >
      <ol aria-label={s.canvasName} className="space-y-3">
        {children}
      </ol>
      {isEmpty ? <p className="py-16 text-center text-sm text-slate-500">{s.canvasEmpty}</p> : null}
    </div>
  );
}

function Palette({ onAdd }: { onAdd: (type: KnownFieldType) => void }) {
  const headingId = useId();
  const instructionsId = useId();
  return (
    <Card className="sticky top-24 p-4">
      <h2 id={headingId} className="text-sm font-semibold text-slate-700">
        {s.palette}
      </h2>
      <p className="mt-1 mb-3 text-xs text-slate-500">{s.paletteHint}</p>
      <p id={instructionsId} hidden>
        {s.paletteItemInstructions}
      </p>
      <ul className="space-y-2" aria-labelledby={headingId}>
        {FIELD_TYPES.map((type) => (
          <PaletteItem
            key={type}
            type={type}
            describedBy={instructionsId}
            onAdd={() => onAdd(type)}
          />
        ))}
      </ul>
    </Card>
  );
}

/**
 * A plain <li> holding a real button: click or Enter appends the part; Space (or a pointer drag)
 * still picks it up, because Enter never reaches dnd-kit's keyboard sensor here.
 */
function PaletteItem({
  type,
  describedBy,
  onAdd,
}: {
  type: KnownFieldType;
  describedBy: string;
  onAdd: () => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: templateId(type),
    data: { kind: 'template' },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter') return; // the native button turns Enter into a click
    listeners?.onKeyDown?.(event);
  };
  return (
    <li className={isDragging ? 'opacity-40' : ''}>
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={onAdd}
        aria-describedby={describedBy}
        data-testid={`palette-${type}`}
        className="focus-visible:outline-brand-600 block w-full rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <TemplateChip label={fieldTypeLabels[type]} />
      </button>
    </li>
  );
}
function TemplateChip({ label, overlay = false }: { label: string; overlay?: boolean }) {
  return (
    <span
      className={cn(
        'hover:border-brand-400 hover:bg-brand-50 block cursor-grab touch-none rounded-md border bg-white px-3 py-2 text-sm text-slate-700 select-none',
        overlay ? 'border-brand-500 shadow-lg' : 'border-slate-200',
      )}
    >
      {label}
    </span>
  );
}
