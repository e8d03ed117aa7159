/** An expected failure answered as `{detail, code?}` with a 4xx status; never logged as a server error. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly code: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    detail: string,
    code?: string,
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.statusCode = statusCode;
    this.detail = detail;
    this.code = code;
    this.headers = headers;
  }
}
