import type { components } from '../generated/schema';

/** The envelope's business codes plus the client-side codes of calls that got no envelope. */
export type ApiErrorCode =
  | components['schemas']['EnvelopeCode']
  /** the request hit the 180 s timeout */
  | 'TIMEOUT'
  /** fetch itself failed (offline, DNS, CORS …) */
  | 'NETWORK_ERROR'
  /** the caller aborted the request (its own AbortSignal) */
  | 'ABORTED'
  /** a non-2xx answer without an envelope, or an unexpected body */
  | 'HTTP_ERROR';

/** Fields of an {@link ApiError}. */
export interface ApiErrorInit {
  /** HTTP status; 0 when no answer arrived (timeout, network, abort). */
  status: number;
  code: ApiErrorCode;
  /** The envelope's `msg`, or the client's own text. */
  msg: string;
  /** The envelope's `description`, when given. */
  description?: string;
  /** Path of the request URL, e.g. `/api/policy/doc/list`. */
  path: string;
  /** True when the middleware already showed a message for this error (do not show it again). */
  shown?: boolean;
}

/**
 * The rejection of every failed API call (seeds 000 §7/§8): `success: false` envelopes, non-2xx
 * answers, timeouts and network failures. `message` is the text shown to the user
 * (`description || msg`).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly msg: string;
  readonly description: string | undefined;
  readonly path: string;
  /** True when a message was already shown through `onMessage`. */
  readonly shown: boolean;

  constructor(init: ApiErrorInit) {
    super(init.description || init.msg || `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.description = init.description;
    this.path = init.path;
    this.shown = init.shown ?? false;
  }
}

/** Type guard for {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
