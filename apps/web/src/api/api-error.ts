/** The one error type a failed call throws; forms read `fields` to put messages under their inputs. */
export class ApiError extends Error {
  readonly status: number;
  readonly errcode: string;
  readonly msg: string;
  readonly fields: Record<string, string>;
  /** True when `msg` is the server's own message, false when it is the client's text for the status. */
  readonly isServerMsg: boolean;

  constructor(init: {
    status: number;
    errcode: string;
    msg: string;
    fields?: Record<string, string>;
    isServerMsg?: boolean;
  }) {
    super(init.msg);
    this.name = 'ApiError';
    this.status = init.status;
    this.errcode = init.errcode;
    this.msg = init.msg;
    this.fields = init.fields ?? {};
    this.isServerMsg = init.isServerMsg ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
