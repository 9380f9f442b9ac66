/** The body of every failed API call: `{ error, message, fields }` (ARCHITECTURE.md). */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}
