import { RecordNotFound } from "./RecordLoadError.tsx";

/**
 * A detail page opened with an id that names nothing (`?id=abc`, `?id=-1`): say so and lead back to the list,
 * never a form for a new record or a loader that never ends. The same card as an unknown id (RecordNotFound).
 */
export const NotFound = ({ what, backTo }: { what: string; backTo: string }) => (
  <RecordNotFound what={what} backTo={backTo} />
);

/**
 * The `id` of a detail page's query string: a positive whole number, 0 / missing for "new" where the page allows one,
 * or null when it names nothing.
 */
export const detailIdOf = (raw: string | null): number | null => {
  if (raw === null || raw === "") return 0;
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
};
