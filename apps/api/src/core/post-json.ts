/**
 * A JSON POST to an outside service (the SMS gateway, the government-app verifier; issue 13 §1
 * "HTTP transports set by env"), with a bearer token and a timeout. Node's built-in `fetch`.
 */

/** Options of {@link postJson}. */
export interface PostJsonOptions {
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  /** Milliseconds before the request is aborted (default 5000). */
  timeoutMs?: number;
}

/** The answer of {@link postJson}: HTTP status and the parsed body (undefined when not JSON). */
export interface PostJsonResult {
  status: number;
  json: unknown;
}

/**
 * POSTs `body` as JSON to `url`.
 * @returns the status and parsed JSON body (any status; the caller decides what a failure is).
 * @throws Error (English message naming the service) on a network failure or timeout.
 */
export async function postJson(service: string, url: string, body: unknown, options: PostJsonOptions = {}): Promise<PostJsonResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      redirect: 'error',
    });
  } catch (err) {
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new Error(`${service} unreachable (${reason})`, { cause: err });
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}
