import { useEffect } from 'react';

/** The server writes each route's title into index.html; client-side navigation keeps it current. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
