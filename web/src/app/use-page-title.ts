import { useEffect } from 'react';

/** The product's name, last in every tab's title (spec §2: the page title is the product name). */
export const PRODUCT_NAME = 'CheckIn';
export const NOT_FOUND_TITLE = 'Page not found';

/** "Dashboard - CheckIn": the page first, so that a row of tabs tells the pages apart. */
export function pageTitle(page: string): string {
  return `${page} - ${PRODUCT_NAME}`;
}

/** Sets the tab's title for the page on screen; every route sets its own (app-routes.tsx). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
