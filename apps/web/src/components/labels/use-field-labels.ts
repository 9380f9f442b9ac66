import type { SiteMeta } from "@fm/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { siteMetaQuery } from "./labels-api.ts";

/** `label(field, fallback)`: the field's display name in one table, else the spec's fixed wording. */
export type FieldLabel = (field: string, fallback: string) => string;

const keyOf = (table: string, field: string) => `${table.toLowerCase()}\u0000${field.toLowerCase()}`;

/** tablename + datafieldname → displaynamefield (names compared without case: the spec writes "Vendors"). */
export const labelMap = (rows: readonly SiteMeta[]): ReadonlyMap<string, string> =>
  new Map(rows.map((r) => [keyOf(r.tablename, r.datafieldname), r.displaynamefield]));

export const lookupLabel = (
  map: ReadonlyMap<string, string>,
  table: string,
  field: string,
  fallback: string,
): string => map.get(keyOf(table, field))?.trim() || fallback;

/**
 * The caption dictionary (GET /api/site/meta, spec 1 §1), fetched once per page load and shared by every
 * screen; while it loads (or if it fails) captions are the fallbacks, so no screen waits for it.
 */
export const useSiteMeta = (): ReadonlyMap<string, string> => {
  const { data } = useQuery(siteMetaQuery());
  return useMemo(() => labelMap(data ?? []), [data]);
};

/** Every label of one table: `const label = useFieldLabels("customer"); label("customername", "Customer Name")`. */
export const useFieldLabels = (table: string): FieldLabel => {
  const map = useSiteMeta();
  return useCallback((field, fallback) => lookupLabel(map, table, field, fallback), [map, table]);
};

/** One caption: `useFieldLabel("customer", "customer", "Customer")`. */
export const useFieldLabel = (table: string, field: string, fallback: string): string =>
  lookupLabel(useSiteMeta(), table, field, fallback);

/** The entities' own names in the dictionary (spec 1 §1, spec 3 §2.5: 'Add New' + the label, tabs, popups). */
const ENTITY_FIELDS = {
  customer: ["customer", "customer", "Customer"],
  jobsite: ["customerjobsite", "customerjobsite", "Job Site"],
  vendor: ["Vendors", "vendor", "Vendor"],
} as const;
export type LabelledEntity = keyof typeof ENTITY_FIELDS;

/** An entity's display name from a dictionary map (a company may say "Store" for job site). */
export const entityLabel = (map: ReadonlyMap<string, string>, entity: LabelledEntity): string => {
  const [table, field, fallback] = ENTITY_FIELDS[entity];
  return lookupLabel(map, table, field, fallback);
};

/** `useEntityLabel("jobsite")`: "Job Site", or what the Admin renamed it to. */
export const useEntityLabel = (entity: LabelledEntity): string => entityLabel(useSiteMeta(), entity);

/** The plural of an entity label in captions ("Job Sites", "Stores"). */
export const pluralLabel = (label: string): string => (/s$/i.test(label) ? label : `${label}s`);
