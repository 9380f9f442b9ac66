/** Configurable captions (spec 1 §1): the one hook every screen reads field labels through. */

export { labelColumns, useLabelledColumns } from "./labelled-columns.ts";
export { labelsApi, siteMetaEntriesKey, siteMetaKey } from "./labels-api.ts";
export {
  type FieldLabel,
  labelMap,
  lookupLabel,
  useFieldLabel,
  useFieldLabels,
  useSiteMeta,
} from "./use-field-labels.ts";
