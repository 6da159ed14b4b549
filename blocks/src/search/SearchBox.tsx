/**
 * The header search box: live results (image, title, price when shown) in a
 * scrollable dropdown while typing (spec: max height about 52 units), a clear
 * button once there are results, and Enter or the search button going to
 * /search?query=<text>. Without JavaScript the form still submits to /search with the
 * query as a GET parameter.
 *
 * Keyboard: the field is a combobox with a listbox popup (WAI-ARIA 1.2 combobox
 * pattern): ArrowDown / ArrowUp walk the suggestions (wrapping; ArrowDown opens a
 * closed list), the walked one is `aria-activedescendant` and is opened with Enter;
 * Enter without one searches; Escape closes the list, a second Escape empties the
 * field. Focus stays in the field throughout.
 *
 * On the search page the box keeps the query searched for (`initialQuery`, from the
 * page's custom_fields), so the visitor can change it rather than type it again.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { customFields } from '../webshop/pageFields.ts';
import { searchPageHref } from './searchRequest.ts';
import { useLiveSearch } from './useLiveSearch.ts';

/** Spec default when the project has no website_search_field_placeholder translation. */
export const DEFAULT_SEARCH_PLACEHOLDER = 'Zoeken naar...';

export function searchPlaceholder(translations: Record<string, string> | undefined): string {
  const text = translations?.website_search_field_placeholder;
  return typeof text === 'string' && text.trim() !== '' ? text : DEFAULT_SEARCH_PLACEHOLDER;
}

/** Leaving for a result or the search page (an object, so tests can watch). */
export const searchNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export function SearchBox({ className, initialQuery = '' }: { className?: string; initialQuery?: string }) {
  const { project } = useSite();
  const { query, setQuery, answer, clear } = useLiveSearch(initialQuery);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const results = answer.results;
  const showList = open && results.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // New suggestions: none is walked to yet.
  useEffect(() => setActive(-1), [results]);

  // A click or tap outside the search box closes the dropdown (the results stay).
  useEffect(() => {
    if (!showList) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showList]);

  // The walked suggestion stays in view in the scrolling list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (index: number) => {
    const url = results[index]?.url;
    if (url) searchNavigation.go(url);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (showList && active >= 0) choose(active);
    else searchNavigation.go(searchPageHref(query.trim()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!showList) {
        setOpen(true);
        setActive(step === 1 ? 0 : results.length - 1);
        return;
      }
      setActive((current) => (current < 0 ? (step === 1 ? 0 : results.length - 1) : (current + step + results.length) % results.length));
    } else if (event.key === 'Escape') {
      if (showList) {
        setOpen(false);
        setActive(-1);
      } else if (query) {
        clear();
      }
    }
  };
  const onClear = () => {
    clear();
    input.current?.focus();
  };

  return (
    <form ref={form} role="search" action="/search" method="get" onSubmit={onSubmit} className={joinClasses('wm-search relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Zoeken
      </label>
      <div className="flex items-center rounded border border-gray-300 bg-white text-dark focus-within:border-primary-500">
        <input
          ref={input}
          id={inputId}
          type="text"
          name="query"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={searchPlaceholder(project.translations)}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="min-h-11 min-w-0 flex-1 bg-transparent px-3 py-2 text-base outline-none"
        />
        {results.length > 0 ? (
          <button type="button" onClick={onClear} aria-label="Zoekopdracht wissen" className="flex h-11 w-11 items-center justify-center text-gray-500 hover:text-dark">
            <CloseIcon className="h-4 w-4" />
          </button>
        ) : null}
        <button type="submit" aria-label="Zoeken" className="flex h-11 w-11 items-center justify-center hover:text-primary-500">
          <SearchIcon />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Zoekresultaten"
        hidden={!showList}
        className="wm-search-results absolute inset-x-0 top-full z-50 mt-1 max-h-52 overflow-y-auto rounded border border-gray-200 bg-white text-dark shadow-lg"
      >
        {showList
          ? results.map((result, index) => (
              <li
                key={`${result.url}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-result-url={result.url}
                className={joinClasses('flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-gray-50', index === active ? 'bg-primary-50 outline-2 -outline-offset-2 outline-primary-500' : '')}
                // Keep the focus in the field: the option is chosen by the click.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                {result.image ? (
                  <ResponsiveImage src={result.image} alt="" sizes="40px" lazy className="h-10 w-10 shrink-0 rounded object-cover" />
                ) : (
                  <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded bg-gray-100" />
                )}
                <span className="line-clamp-2">{result.title}</span>
                {result.price ? (
                  <span className="ml-auto shrink-0 whitespace-nowrap text-sm font-semibold" data-result-price="">
                    {result.price}
                  </span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}

/**
 * The header search box of a page: an island that hydrates on the first interaction
 * with it. Before that it is a plain form that submits to /search, and text typed into
 * it is handed over when it hydrates. On the search page it holds the query searched.
 */
export function SiteSearchBox({ className }: { className?: string }) {
  const { page } = useSite();
  const query = page?.kind === 'search' ? customFields(page).query : undefined;
  const initialQuery = typeof query === 'string' ? query.trim() : '';
  return <Island name="searchBox" props={{ ...(className ? { className } : {}), ...(initialQuery ? { initialQuery } : {}) }} />;
}
