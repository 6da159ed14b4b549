/**
 * icons: the icon picker. The set is Lucide's (lucide-react, some 2,000 named icons;
 * the repository had no icon set of its own), loaded on first use so forms without an
 * icon field never download it. The value is the icon's kebab-case name
 * ('shopping-cart'); 'Icoon zoeken' filters by substring, at most MAX_SHOWN at a time.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Input, Label, ListBox, ListBoxItem, Popover, SearchField } from 'react-aria-components';
import { Spinner } from '../../form/Spinner.tsx';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import { inputClass, secondaryButtonClass } from '../../form/styles.ts';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';

type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean; className?: string }>;
export type IconSet = Map<string, IconComponent>;

export const MAX_SHOWN = 150;

/** 'ShoppingCart' -> 'shopping-cart', 'Grid3x3' -> 'grid-3x3'. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z]{2,})(\d)/g, '$1-$2')
    .toLowerCase();
}

let loading: Promise<IconSet> | null = null;

export function loadIcons(): Promise<IconSet> {
  loading ??= import('lucide-react').then(({ icons }) => new Map(Object.entries(icons).map(([name, icon]) => [kebab(name), icon as IconComponent])));
  return loading;
}

/** The set, once `wanted` (a value to show, or the picker opened). */
function useIcons(wanted: boolean): IconSet | null {
  const [set, setSet] = useState<IconSet | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadIcons().then((loaded) => live && setSet(loaded));
    return () => {
      live = false;
    };
  }, [wanted]);
  return set;
}

/** The names containing every word of the search (lowercase substrings). */
export function filterIcons(names: string[], search: string): string[] {
  const words = search.toLowerCase().trim().split(/\s+/).filter(Boolean);
  return names.filter((name) => words.every((word) => name.includes(word)));
}

function Picker({ icons, value, onPick }: { icons: IconSet; value: string; onPick(name: string): void }) {
  const [search, setSearch] = useState('');
  const names = useMemo(() => [...icons.keys()], [icons]);
  const found = useMemo(() => filterIcons(names, search), [names, search]);
  const shown = found.slice(0, MAX_SHOWN);
  return (
    <div className="flex flex-col gap-3">
      <SearchField value={search} onChange={setSearch} autoFocus className="flex flex-col gap-1">
        <Label className="text-sm font-medium text-gray-800">Icoon zoeken</Label>
        <Input placeholder="bijv. winkelwagen: cart" className={inputClass} />
      </SearchField>
      <p className="text-sm text-gray-700" aria-live="polite">
        {found.length === 0 ? 'No results found' : found.length > MAX_SHOWN ? `${MAX_SHOWN} van ${found.length} iconen; zoek verder om te verfijnen.` : `${found.length} iconen`}
      </p>
      {shown.length > 0 ? (
        <ListBox
          aria-label="Iconen"
          layout="grid"
          selectionMode="single"
          selectedKeys={value ? [value] : []}
          onAction={(key) => onPick(String(key))}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key !== undefined) onPick(String(key));
          }}
          className="grid max-h-72 grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-1 overflow-y-auto"
        >
          {shown.map((name) => {
            const Icon = icons.get(name)!;
            return (
              <ListBoxItem
                key={name}
                id={name}
                textValue={name}
                className="flex cursor-pointer flex-col items-center gap-1 rounded-md p-2 text-center text-gray-800 outline-none hover:bg-gray-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600 data-[selected]:bg-blue-50 data-[selected]:text-blue-800"
              >
                <Icon size={22} aria-hidden />
                <span className="w-full truncate text-xs">{name}</span>
              </ListBoxItem>
            );
          })}
        </ListBox>
      ) : null}
    </div>
  );
}

function IconsField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const name = typeof value === 'string' ? value : '';
  const [opened, setOpened] = useState(false);
  const icons = useIcons(opened || name !== '');
  const Current = name && icons ? icons.get(name) : undefined;
  return (
    <FieldFrame field={field} id={id} errors={errors}>
      {({ describedBy, invalid }) => (
        <div className="flex flex-wrap items-center gap-2">
          <DialogTrigger onOpenChange={(open) => open && setOpened(true)}>
            <AriaButton id={id} isDisabled={disabled} aria-describedby={describedBy} className={`${secondaryButtonClass} ${invalid ? 'border-red-600' : ''}`}>
              {Current ? <Current size={18} aria-hidden /> : null}
              {name || (field.placeholder ?? 'Icoon kiezen')}
            </AriaButton>
            <Popover placement="bottom start" className="w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-gray-200 bg-white p-3 shadow-lg outline-none">
              <Dialog aria-label={`${field.title ?? 'Icoon'}: icoon kiezen`} className="outline-none">
                {({ close }) => (
                  <>
                    <Heading slot="title" className="sr-only">Icoon kiezen</Heading>
                    {icons ? (
                      <Picker
                        icons={icons}
                        value={name}
                        onPick={(picked) => {
                          onChange(picked);
                          close();
                        }}
                      />
                    ) : (
                      <Spinner label="Loading..." />
                    )}
                  </>
                )}
              </Dialog>
            </Popover>
          </DialogTrigger>
          {name ? (
            <AriaButton isDisabled={disabled} onPress={() => onChange('')} className="rounded-md px-2 py-2 text-sm text-gray-700 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600">
              Geen icoon
            </AriaButton>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

export const icons = defineField({ type: 'icons', render: IconsField });
