import { useEffect } from "react";

/** The browser tab's title of a page: "<title> · FM Dispatch". */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} · FM Dispatch`;
  }, [title]);
};
