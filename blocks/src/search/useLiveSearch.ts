/**
 * Live search while typing: 100 ms after the last keystroke the query is sent with
 * limit 30; a newer keystroke cancels the pending timer and aborts the request in
 * flight, so only the latest query's answer is shown. An empty query clears the
 * results without a request; a failed search empties them (silent). The field may start
 * with a query (the search page's, kept in the box): that one is not searched live
 * until the visitor changes it.
 */
import { useEffect, useState } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import { LIVE_SEARCH_LIMIT, NO_RESULTS, search, type SearchAnswer } from './searchRequest.ts';

export const LIVE_SEARCH_DEBOUNCE_MS = 100;

export interface LiveSearch {
  query: string;
  setQuery: (query: string) => void;
  answer: SearchAnswer;
  /** Empties the query and the results. */
  clear: () => void;
}

export function useLiveSearch(initialQuery = ''): LiveSearch {
  const { apiBase, project } = useSite();
  const [query, setQuery] = useState(initialQuery);
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<SearchAnswer>(NO_RESULTS);
  const text = query.trim();

  useEffect(() => {
    if (!text || !touched) {
      setAnswer(NO_RESULTS);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void search({
        apiBase,
        websiteId: project.id,
        query: text,
        filters: '',
        currentUrl: window.location.href,
        limit: LIVE_SEARCH_LIMIT,
        signal: controller.signal,
      }).then((next) => {
        if (!controller.signal.aborted) setAnswer(next);
      });
    }, LIVE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, touched, apiBase, project.id]);

  const change = (next: string) => {
    setTouched(true);
    setQuery(next);
  };
  const clear = () => {
    change('');
    setAnswer(NO_RESULTS);
  };
  return { query, setQuery: change, answer, clear };
}
