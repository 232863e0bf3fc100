import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../api/session-store';

/**
 * Server answers carry texts in the caller's language (brand and category names, statuses, messages), so
 * when the buyer switches language every cached answer is stale: this marks them all so, and the ones on
 * screen are read again with the new language. Query keys need not name the language themselves.
 */
export function RefetchOnLangChange() {
  const queryClient = useQueryClient();
  const lang = useSessionStore((s) => s.lang);
  const previous = useRef(lang);
  useEffect(() => {
    if (previous.current === lang) return;
    previous.current = lang;
    void queryClient.invalidateQueries();
  }, [lang, queryClient]);
  return null;
}
