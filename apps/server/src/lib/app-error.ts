/**
 * An expected failure with a stable code. The error plugin turns it into `{ code, message, fields, params }`,
 * with `message` translated from `errors:<code>` in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params: Record<string, unknown> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = "AppError";
  }
}
