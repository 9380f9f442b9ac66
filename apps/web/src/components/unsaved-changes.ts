import { useCallback, useEffect, useRef } from "react";
import { type Location, useBlocker } from "react-router";
import { confirmDialog } from "./confirm-dialog.tsx";

export const UNSAVED_TITLE = "Unsaved changes";
export const UNSAVED_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/**
 * The one unsaved-changes guard of every editable page: while `dirty`, closing or reloading the tab asks the
 * browser's "Leave site?", and an in-app navigation (Back to List, a menu link, the browser's Back) asks
 * first — Leave goes on, Stay keeps the page and its edits. Another page or another record (`?id=`) is a
 * navigation away; other query parameters (a tab kept in the URL) are not. `leaveSaved()` lets the next
 * navigation through without asking (a save that goes on to the saved record's page).
 */
export const useUnsavedChangesGuard = (dirty: boolean) => {
  const skip = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (skip.current) {
      skip.current = false;
      return false;
    }
    return dirty && leavesRecord(currentLocation, nextLocation);
  });

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    void confirmDialog(UNSAVED_MESSAGE, UNSAVED_TITLE, "Leave", "Stay").then((leave) => {
      if (!live) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    leaveSaved: useCallback(() => {
      skip.current = true;
    }, []),
  };
};

const recordOf = (l: Location) => new URLSearchParams(l.search).get("id");
const leavesRecord = (from: Location, to: Location) =>
  from.pathname !== to.pathname || recordOf(from) !== recordOf(to);
