/**
 * flexible: the repeater. Its value is a list of items `{layout, key, attributes}`
 * (key: 16 random characters); each item's fields come from its layout and keep their
 * values in `attributes`, rendered by the kit itself in a nested form context. Rows
 * show the layout's dynamic_title (an attribute key, or a text with {key} parts), are
 * dragged by a handle (dnd-kit, pointer after draggable_delay ms, keyboard with Space
 * and the arrows), and open one at a time. Settings (spec 001 section 3): disable_add,
 * disable_drag, disable_actions, disable_active (every row open, none to pick),
 * open_new_item, should_row_clickable, align_add, draggable_delay (default 100),
 * selected_item (the row open at first, by index or key).
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Copy from 'lucide-react/icons/copy';
import GripVertical from 'lucide-react/icons/grip-vertical';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import { FieldList } from '../../form/FieldRenderer.tsx';
import { FormContext, useFormContext, type FormContextValue } from '../../form/FormContext.tsx';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import type { FieldDefinition, FlexibleSettings, FormValues, ValueField } from '../../types.ts';

export interface FlexibleItem {
  layout: string;
  key: string;
  attributes: FormValues;
}


export const KEY_LENGTH = 16;
export const DEFAULT_DRAG_DELAY = 100;
/** How long rows take to slide aside while one is dragged (spec 001 §9: repeater animation 50 ms). */
export const REPEATER_ANIMATION_MS = 50;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A repeater item's key: 16 random letters and digits. */
export function randomKey(): string {
  const bytes = new Uint8Array(KEY_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function readItems(value: unknown): FlexibleItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === 'object')
    .map((entry) => ({
      layout: typeof entry.layout === 'string' ? entry.layout : '',
      key: typeof entry.key === 'string' && entry.key ? entry.key : randomKey(),
      attributes: entry.attributes && typeof entry.attributes === 'object' ? (entry.attributes as FormValues) : {},
    }));
}

type Layouts = NonNullable<ValueField['layouts']>;

/** The row's title: the layout's dynamic_title filled from the item, else the layout's title. */
export function itemTitle(item: FlexibleItem, layouts: Layouts, index: number): string {
  const layout = layouts[item.layout];
  const pattern = layout?.dynamic_title;
  const text = (key: string) => {
    const found = item.attributes[key];
    return typeof found === 'string' || typeof found === 'number' ? String(found) : '';
  };
  let title = '';
  if (pattern) title = pattern.includes('{') ? pattern.replace(/\{(\w+)\}/g, (_, key: string) => text(key)).trim() : text(pattern);
  return title || `${layout?.title ?? item.layout} ${index + 1}`;
}

/** The item's fields in a form context of their own, over the item's attributes. */
function ItemFields({ fields, item, onChange, prefix }: { fields: FieldDefinition[]; item: FlexibleItem; onChange(attributes: FormValues): void; prefix: string }) {
  const parent = useFormContext();
  const latest = { attributes: item.attributes };
  const context: FormContextValue = {
      ...parent,
      values: item.attributes,
      setValue(key, value) {
        latest.attributes = { ...latest.attributes, [key]: value };
        onChange(latest.attributes);
      },
      // Server errors of an item's field come as `<field>.<index>.<key>`.
      errors: Object.fromEntries(
        Object.entries(parent.errors)
          .filter(([key]) => key.startsWith(`${prefix}.`))
          .map(([key, messages]) => [key.slice(prefix.length + 1), messages]),
      ),
      formId: `${parent.formId}-${item.key}`,
  };
  return (
    <FormContext.Provider value={context}>
      <div className="flex flex-col gap-4">
        <FieldList fields={fields} />
      </div>
    </FormContext.Provider>
  );
}

interface RowProps {
  item: FlexibleItem;
  index: number;
  count: number;
  title: string;
  open: boolean;
  settings: FlexibleSettings;
  disabled: boolean;
  onToggle(): void;
  onMove(to: number): void;
  onDuplicate(): void;
  onDelete(): void;
  children: React.ReactNode;
}

function Row({ item, index, count, title, open, settings, disabled, onToggle, onMove, onDuplicate, onDelete, children }: RowProps) {
  const draggable = !settings.disable_drag && !disabled;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key, disabled: !draggable, transition: { duration: REPEATER_ANIMATION_MS, easing: 'ease' } });
  const bodyId = `flex-${item.key}-body`;
  const clickable = settings.should_row_clickable && !settings.disable_active;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border bg-white ${open ? 'border-blue-600' : 'border-gray-200'} ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div
        className={`flex flex-wrap items-center gap-2 p-2 ${clickable ? 'cursor-pointer hover:bg-gray-50' : ''}`}
        onClick={clickable ? (event) => { if (event.target === event.currentTarget) onToggle(); } : undefined}
      >
        {draggable ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`${title} verslepen`}
            className="cursor-grab rounded px-1.5 py-1 text-gray-600 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <GripVertical size={18} aria-hidden />
          </button>
        ) : null}
        {settings.disable_active ? (
          <span className="min-w-32 flex-1 truncate text-sm font-medium text-gray-900">{title}</span>
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
            className="min-w-32 flex-1 truncate rounded px-1 py-1 text-left text-sm font-medium text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            {title}
          </button>
        )}
        {!settings.disable_actions ? (
          <div className="ml-auto flex shrink-0 gap-1">
            <Button variant="quiet" className="min-h-8 px-2" isDisabled={disabled || index === 0} aria-label={`${title} omhoog`} onPress={() => onMove(index - 1)}><ArrowUp size={16} aria-hidden /></Button>
            <Button variant="quiet" className="min-h-8 px-2" isDisabled={disabled || index === count - 1} aria-label={`${title} omlaag`} onPress={() => onMove(index + 1)}><ArrowDown size={16} aria-hidden /></Button>
            <Button variant="quiet" className="min-h-8 px-2" isDisabled={disabled} aria-label={`${title} dupliceren`} onPress={onDuplicate}><Copy size={16} aria-hidden /></Button>
            <ConfirmDialog
              title="Verwijderen"
              confirmLabel="Verwijderen"
              onConfirm={onDelete}
              trigger={<Button variant="quiet" className="min-h-8 px-2 text-red-800" isDisabled={disabled} aria-label={`${title} verwijderen`}><X size={16} aria-hidden /></Button>}
            />
          </div>
        ) : null}
      </div>
      {open || settings.disable_active ? (
        <div id={bodyId} className="border-t border-gray-200 p-3">{children}</div>
      ) : null}
    </li>
  );
}

const INSTRUCTIONS = 'Druk op spatie of Enter om het item op te pakken. Verplaats het met de pijltjestoetsen, zet het neer met spatie of Enter, of annuleer met Escape.';

function announcementsFor(name: (key: unknown) => string): Announcements {
  return {
    onDragStart: ({ active }) => `${name(active.id)} opgepakt.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} staat nu op de plaats van ${name(over.id)}.` : `${name(active.id)} staat niet boven een plaats.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} neergezet op de plaats van ${name(over.id)}.` : `${name(active.id)} neergezet.`),
    onDragCancel: ({ active }) => `Verplaatsen van ${name(active.id)} geannuleerd.`,
  };
}

function FlexibleField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const layouts: Layouts = field.layouts ?? {};
  const settings: FlexibleSettings = field.settings ?? {};
  const items = readItems(value);
  const [openKey, setOpenKey] = useState<string | null>(() => {
    const selected = settings.selected_item;
    if (selected === undefined || selected === null || selected === '') return null;
    const byIndex = typeof selected === 'number' || /^\d+$/.test(String(selected)) ? items[Number(selected)] : undefined;
    return (byIndex ?? items.find((item) => item.key === selected))?.key ?? null;
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { delay: settings.draggable_delay ?? DEFAULT_DRAG_DELAY, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const latest = { items };
  const save = (next: FlexibleItem[]) => {
    latest.items = next;
    onChange(next);
  };

  const add = (layout: string) => {
    const item: FlexibleItem = { layout, key: randomKey(), attributes: {} };
    save([...latest.items, item]);
    if (settings.open_new_item) setOpenKey(item.key);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) save(arrayMove(items, from, to));
  };
  const align = { left: 'justify-start', center: 'justify-center', right: 'justify-end' }[settings.align_add ?? 'left'];
  const layoutNames = Object.keys(layouts);

  return (
    <FieldFrame field={field} id={id} errors={errors} labelFor={false}>
      {({ labelId, describedBy }) => (
        // contain: the rows lay out in the width given and never widen the page.
        <div role="group" aria-labelledby={field.title ? labelId : undefined} aria-describedby={describedBy} className="flex flex-col gap-2 [contain:inline-size]">
          {items.length === 0 ? <p className="text-sm text-gray-700">Nog geen items.{settings.disable_add ? '' : ' Voeg er een toe.'}</p> : null}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: announcementsFor((key) => {
                const index = items.findIndex((item) => item.key === key);
                return index >= 0 ? itemTitle(items[index], layouts, index) : 'Item';
              }),
              screenReaderInstructions: { draggable: INSTRUCTIONS },
            }}
          >
            <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
              <ol aria-label={field.title ?? 'Items'} className="flex flex-col gap-2">
                {items.map((item, index) => {
                  const title = itemTitle(item, layouts, index);
                  const layout = layouts[item.layout];
                  return (
                    <Row
                      key={item.key}
                      item={item}
                      index={index}
                      count={items.length}
                      title={title}
                      open={openKey === item.key}
                      settings={settings}
                      disabled={disabled}
                      onToggle={() => setOpenKey((current) => (current === item.key ? null : item.key))}
                      onMove={(to) => save(arrayMove(items, index, to))}
                      onDuplicate={() => {
                        const copy = { ...item, key: randomKey(), attributes: structuredClone(item.attributes) };
                        save([...items.slice(0, index + 1), copy, ...items.slice(index + 1)]);
                      }}
                      onDelete={() => save(latest.items.filter((candidate) => candidate.key !== item.key))}
                    >
                      {layout ? (
                        <ItemFields
                          fields={layout.fields}
                          item={item}
                          prefix={`${field.key}.${index}`}
                          onChange={(attributes) => save(latest.items.map((candidate) => (candidate.key === item.key ? { ...candidate, attributes } : candidate)))}
                        />
                      ) : (
                        <p className="text-sm text-gray-700">Onbekende indeling '{item.layout}'.</p>
                      )}
                    </Row>
                  );
                })}
              </ol>
            </SortableContext>
          </DndContext>
          {!settings.disable_add && layoutNames.length > 0 ? (
            <div className={`flex flex-wrap gap-2 ${align}`}>
              {layoutNames.map((name) => (
                <Button key={name} isDisabled={disabled} onPress={() => add(name)}>
                  {layoutNames.length === 1 ? 'Toevoegen' : `${layouts[name].title ?? name} toevoegen`}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

export const flexible = defineField({ type: 'flexible', render: FlexibleField });
