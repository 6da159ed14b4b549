/**
 * The showcase's second part: the settings form of any section template or block
 * type, generated from shared-schema/ (BlockSettingsForm), with its values, style
 * and the project's global values beside it.
 */
import { blockCatalogue, sectionCatalogue } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { inputClass, labelClass } from '../form/styles.ts';
import { BlockSettingsForm } from '../schema/BlockSettingsForm.tsx';
import type { PaletteColor } from '../types.ts';

type Values = Record<string, unknown>;

export function SchemaShowcase({ project, palette }: { project?: number; palette: PaletteColor[] }) {
  const sections = useMemo(() => sectionCatalogue(), []);
  const blocks = useMemo(() => blockCatalogue(), []);
  const [choice, setChoice] = useState('block:button');
  const [kind, type] = choice.split(':') as ['section' | 'block', string];
  const [value, setValue] = useState<Values>({});
  const [style, setStyle] = useState<Values>({});
  const [globals, setGlobals] = useState<Values>({});

  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1">
        <span className={labelClass}>Sectie of blok</span>
        <select
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setValue({});
            setStyle({});
          }}
          className={`${inputClass} md:max-w-sm`}
        >
          <optgroup label="Blokken">
            {blocks.map((entry) => (
              <option key={entry.id} value={`block:${entry.id}`}>{entry.title}</option>
            ))}
          </optgroup>
          <optgroup label="Secties">
            {sections.map((entry) => (
              <option key={entry.id} value={`section:${entry.id}`}>{entry.title}</option>
            ))}
          </optgroup>
        </select>
      </label>
      <BlockSettingsForm
        key={choice}
        kind={kind}
        type={type}
        value={value}
        onChange={setValue}
        style={style}
        onStyleChange={setStyle}
        globals={globals}
        onGlobalsChange={setGlobals}
        project={project}
        palette={palette}
      />
      <details className="rounded-md border border-gray-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-gray-800">Gewijzigde waarden</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap break-all text-xs text-gray-800">{JSON.stringify({ [kind === 'section' ? 'meta' : 'props']: value, style, global_fields: globals }, null, 2)}</pre>
      </details>
    </div>
  );
}
