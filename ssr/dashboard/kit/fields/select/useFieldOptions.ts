/**
 * A select's options: the definition's own, or loaded by fetchOptions (or the
 * loader registered under fetchFunction) on mount, again on the field's refresh
 * event, and while typing when `fetch` is set. Only the newest answer is kept.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from '../../form/FormContext.tsx';
import type { FieldBase, FieldOption, OptionsLoader } from '../../types.ts';
import { onFieldEvent } from './fieldEvents.ts';

const loaders = new Map<string, OptionsLoader>();

/** Makes a loader available to definitions kept as data (`fetchFunction: name`). */
export function registerOptionsLoader(name: string, loader: OptionsLoader): () => void {
  loaders.set(name, loader);
  return () => {
    if (loaders.get(name) === loader) loaders.delete(name);
  };
}

export function useFieldOptions(field: FieldBase, search: string) {
  const { values } = useFormContext();
  const loader = field.fetchOptions ?? (field.fetchFunction ? loaders.get(field.fetchFunction) : undefined);
  const [loaded, setLoaded] = useState<FieldOption[] | null>(null);
  const [loading, setLoading] = useState(Boolean(loader));
  const [generation, setGeneration] = useState(0);
  const request = useRef(0);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const query = field.fetch ? search : '';

  useEffect(() => {
    if (!field.key) return;
    return onFieldEvent(field.key, () => setGeneration((g) => g + 1));
  }, [field.key]);

  useEffect(() => {
    if (!loader) return;
    const mine = ++request.current;
    setLoading(true);
    loader({ values: valuesRef.current, search: query })
      .then((options) => {
        if (mine === request.current) setLoaded(options);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (mine === request.current) setLoaded([]);
      })
      .finally(() => {
        if (mine === request.current) setLoading(false);
      });
  }, [loader, query, generation]);

  return { options: loader ? (loaded ?? []) : (field.options ?? []), loading };
}
