/**
 * The header search box: live results (image, title, price when shown) in a
 * scrollable dropdown while typing (spec: max height about 52 units), a clear
 * button once there are results, and Enter or the search button going to
 * /search?query=<text>. Without JavaScript the form still submits to /search with the
 * query as a GET parameter.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { searchPageHref } from './searchRequest.ts';
import { useLiveSearch } from './useLiveSearch.ts';

/** Spec default when the project has no website_search_field_placeholder translation. */
export const DEFAULT_SEARCH_PLACEHOLDER = 'Zoeken naar...';

export function searchPlaceholder(translations: Record<string, string> | undefined): string {
  const text = translations?.website_search_field_placeholder;
  return typeof text === 'string' && text.trim() !== '' ? text : DEFAULT_SEARCH_PLACEHOLDER;
}

export function SearchBox({ className }: { className?: string }) {
  const { project } = useSite();
  const { query, setQuery, answer, clear } = useLiveSearch();
  const [open, setOpen] = useState(true);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const results = answer.results;
  const showList = open && results.length > 0;

  // A click or tap outside the search box closes the dropdown (the results stay).
  useEffect(() => {
    if (!showList) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showList]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    window.location.assign(searchPageHref(query.trim()));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const onClear = () => {
    clear();
    input.current?.focus();
  };

  return (
    <form
      ref={form}
      role="search"
      action="/search"
      method="get"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className={joinClasses('wm-search relative', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        Zoeken
      </label>
      <div className="flex items-center rounded border border-gray-300 bg-white text-dark focus-within:border-primary-500">
        <input
          ref={input}
          id={inputId}
          type="text"
          name="query"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={searchPlaceholder(project.translations)}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          aria-controls={showList ? listId : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 outline-none"
        />
        {results.length > 0 ? (
          <button type="button" onClick={onClear} aria-label="Zoekopdracht wissen" className="p-2 text-gray-500 hover:text-dark">
            <CloseIcon className="h-4 w-4" />
          </button>
        ) : null}
        <button type="submit" aria-label="Zoeken" className="p-2 hover:text-primary-500">
          <SearchIcon />
        </button>
      </div>
      {showList ? (
        <ul
          id={listId}
          aria-label="Zoekresultaten"
          className="wm-search-results absolute inset-x-0 top-full z-50 mt-1 max-h-52 overflow-y-auto rounded border border-gray-200 bg-white text-dark shadow-lg"
        >
          {results.map((result, index) => (
            <li key={`${result.url}-${index}`}>
              <a href={result.url || undefined} className="flex items-center gap-3 px-3 py-2 hover:bg-gray-50">
                {result.image ? (
                  <ResponsiveImage src={result.image} alt={result.title} sizes="40px" lazy className="h-10 w-10 shrink-0 rounded object-cover" />
                ) : (
                  <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded bg-gray-100" />
                )}
                <span className="line-clamp-2">{result.title}</span>
                {result.price ? (
                  <span className="ml-auto shrink-0 whitespace-nowrap text-sm font-semibold" data-result-price="">
                    {result.price}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/**
 * The header search box of a page: an island that hydrates on the first interaction
 * with it. Before that it is a plain form that submits to /search, and text typed into
 * it is handed over when it hydrates.
 */
export function SiteSearchBox({ className }: { className?: string }) {
  return <Island name="searchBox" props={className ? { className } : {}} />;
}
