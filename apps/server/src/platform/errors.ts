/** The one failure shape of the API (STYLE.md): a code, an HTTP status, a message for the user, and per-field messages. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly userMessage: string,
    readonly fields?: Record<string, string>,
  ) {
    super(userMessage);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError("bad_request", 400, message, fields);
export const unauthorized = (message = "Sign in to continue.") => new AppError("unauthorized", 401, message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError("forbidden", 403, message);
export const notFound = (what: string) => new AppError("not_found", 404, `${what} was not found.`);
export const conflict = (message: string) => new AppError("conflict", 409, message);
