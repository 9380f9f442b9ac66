/** The one home of every parser of a user's file (issue 29): fenced threads, shape limits, PDF checks. */
export { type Fence, runFenced } from "./fenced.ts";
export {
  CSV_LIMITS,
  FENCE_LIMITS,
  ITEM_SHEET_LIMITS,
  MSG_LIMITS,
  PDF_FENCE,
  WORK_ORDER_PDF_LIMITS,
} from "./file-limits.ts";
export {
  type Cell,
  CSV_PARSER,
  MSG_PARSER,
  type MsgContent,
  PDF_CHECK_PARSER,
  PDF_TEXT_PARSER,
  SHEET_PARSER,
} from "./parsers.ts";
