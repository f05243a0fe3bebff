/**
 * User-facing texts of the shared client, verbatim from seeds 000 §8 and 001 §8 (登陆 is the
 * documents' spelling). `timeout` and `network` are this platform's choice: the documents only say
 * that the timeout message shows for 2 s.
 */
export const SDK_MESSAGES = {
  /** HTTP 401 while logged in; 402/403 when the refresh gives no new token (seeds 000 §8). */
  loginTimeout: '登陆超时，请重新登录',
  /** HTTP 402/403 when no refresh is possible or it fails (seeds 000 §8). */
  pleaseLogin: '请登录',
  /** HTTP 500/502 (seeds 000 §8). */
  serverUpdating: '服务器正在更新，请稍等',
  /** HTTP 404, followed by the path (seeds 000 §8). */
  notFound: '404，路径找不到',
  /** HTTP 504, followed by the body (seeds 000 §8); also a failed network call. */
  network: '网络连接错误',
  /** Request timeout after 180 s (shown for 2 s). */
  timeout: '网络连接错误，请求超时',
} as const;
