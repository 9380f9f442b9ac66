/** Configurable captions (spec 1 §1): the one hook every screen reads field labels through. */

export {
  type ColumnField,
  type ColumnFields,
  labelColumns,
  type TableFieldLabel,
  useLabelledColumns,
} from "./labelled-columns.ts";
export { labelsApi, siteMetaEntriesKey, siteMetaKey, siteMetaQuery } from "./labels-api.ts";
export {
  entityLabel,
  type FieldLabel,
  type LabelledEntity,
  labelMap,
  lookupLabel,
  pluralLabel,
  useEntityLabel,
  useFieldLabel,
  useFieldLabels,
  useSiteMeta,
} from "./use-field-labels.ts";
