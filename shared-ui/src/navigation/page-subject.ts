import { useEffect } from 'react';
import { atom, uiStore } from '../state/ui-jotai';

/**
 * What a page is about when its route's title cannot say it (a gift page: the goody's name, known once the catalogue
 * is read). The host names the browser tab after it (`Mug collector · La Grande Boutique`) instead of the route's
 * generic title; null: the route's title.
 */
export const pageSubjectAtom = atom<string | null>(null);

/** Names the tab after `subject` while the page shows it; the next page starts from its route's title again. */
export function usePageSubject(subject: string | null | undefined): void {
  useEffect(() => {
    uiStore.set(pageSubjectAtom, subject ?? null);
    return () => uiStore.set(pageSubjectAtom, null);
  }, [subject]);
}
