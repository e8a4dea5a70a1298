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
import { useState, type Dispatch, type ReactNode } from 'react';
import { Card } from '@/components/ui/page';
import { cn } from '@/components/ui/cn';
import type { DraftAction } from '../../model/draft-reducer';
import { CANVAS_ID, dropAction, templateId, templateType } from '../../model/drop-rules';
import { fieldFromTemplate } from '../../model/survey-draft';
import { FIELD_TYPES, type KnownFieldType, type SurveyField } from '../../model/types';
import { fieldTypeLabels, surveyStrings as s } from '../../strings';
import { builderCollision, stepCoordinates } from './builder-dnd';
import { FieldCard, typeLabel } from './field-card';

/**
 * The drag-and-drop builder: the canvas of fields and the palette of parts. onDragEnd only maps
 * ids to a draft action (model/drop-rules) and dispatches it.
 */
export function Builder({
  fields,
  dispatch,
}: {
  fields: SurveyField[];
  dispatch: Dispatch<DraftAction>;
}) {
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
      className={cn(
        'min-h-[24rem] space-y-3 rounded-lg border-2 border-dashed p-4 transition-colors',
        isOver ? 'border-brand-400 bg-brand-50/40' : 'border-slate-200 bg-slate-50',
      )}
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
    id: templateId(type),
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
      className={cn(
        'hover:border-brand-400 hover:bg-brand-50 cursor-grab touch-none rounded-md border bg-white px-3 py-2 text-sm text-slate-700 select-none',
        overlay ? 'border-brand-500 shadow-lg' : 'border-slate-200',
      )}
    >
      {label}
    </div>
  );
}
