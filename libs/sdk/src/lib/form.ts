/**
 * `postType: 'form'` of seeds 000 §7 and 001 §7: url-encoded request bodies
 * (`application/x-www-form-urlencoded`), e.g. the `login` operation.
 */

/** Content type sent with {@link formBody}. */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** A value a form field can carry; arrays repeat the key, `null`/`undefined` are left out. */
export type FormValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Serializes a flat object as `application/x-www-form-urlencoded` text (`a=1&b=%E4%B8%AD`).
 * Usable as openapi-fetch's `bodySerializer`. Arrays repeat the key, `null`/`undefined` are
 * skipped, nested objects are sent as JSON text.
 */
export function formSerializer(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) {
        for (const item of value) params.append(key, String(item));
      } else if (typeof value === 'object') {
        params.append(key, JSON.stringify(value));
      } else {
        params.append(key, String(value));
      }
    }
  }
  return params.toString();
}

/** The request options {@link formBody} returns, to spread into an openapi-fetch call. */
export interface FormBodyOptions<T> {
  body: T;
  bodySerializer: (body: unknown) => string;
  headers: { 'Content-Type': string };
}

/**
 * Request options for a url-encoded body: spread them into the call, the body stays typed by the
 * operation.
 *
 * @example
 * api.POST('/sys/activeUser/login', { ...formBody({ userName, password, verifiCode }) })
 */
export function formBody<T extends object>(body: T): FormBodyOptions<T> {
  return { body, bodySerializer: formSerializer, headers: { 'Content-Type': FORM_CONTENT_TYPE } };
}

/**
 * The one import shape (openapi/README.md, "Imports take one shape"): `multipart/form-data` with the workbook as `file`
 * and text fields. Serializes a flat object as FormData — a Blob/File as a file part, other values as text (booleans
 * and numbers as `String(value)`), `null`/`undefined` left out. Usable as openapi-fetch's `bodySerializer` (the
 * browser sets the Content-Type with its boundary).
 */
export function multipartSerializer(body: unknown): FormData {
  const data = new FormData();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) data.append(key, value, value instanceof File ? value.name : key);
      else data.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return data;
}

/** A multipart body as the contract types it: a file part (`Blob`) is a `string` (binary) there. */
export type MultipartBody<T> = { [K in keyof T]: T[K] extends Blob ? string : T[K] };

/** The request options {@link multipartBody} returns, to spread into an openapi-fetch call. */
export interface MultipartBodyOptions<T> {
  body: MultipartBody<T>;
  bodySerializer: (body: unknown) => FormData;
}

/**
 * Request options for a multipart body (the imports: `file` plus fields): spread them into the call.
 *
 * @example
 * api.POST('/knowledge/importData', { ...multipartBody({ file, checkOnly: true }) })
 */
export function multipartBody<T extends object>(body: T): MultipartBodyOptions<T> {
  return { body: body as unknown as MultipartBody<T>, bodySerializer: multipartSerializer };
}
