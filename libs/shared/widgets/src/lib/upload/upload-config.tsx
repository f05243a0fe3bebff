import { type components } from '@qifu/sdk';
import { useApiClient } from '@qifu/ui';
import { createContext, useCallback, useContext, useMemo, type ReactElement, type ReactNode } from 'react';

import { xhrUpload, type UploadTransport } from './upload-request';

/** What the server answers for an upload (the contract's `UploadedFile`). */
export type UploadedFile = components['schemas']['UploadedFile'];

/**
 * An uploaded file as the forms keep it (seeds 001 §3 "Uploaded file response: filePath, fileName;
 * the front end adds exName"): `exName` is the lower-case extension without the dot (`pdf`).
 */
export interface UploadedFileValue {
  filePath: string;
  fileName: string;
  exName: string;
}

/** The server's upload kinds (field `kind`; see `core/upload-rules.ts` of the API). */
export type UploadKind = NonNullable<components['schemas']['FileUploadForm']['kind']>;

/** The path of the upload operation (`uploadFile`). */
export const UPLOAD_PATH = '/files/upload';
/** The path of the download operation (`downloadFile`, the documents' spelling). */
export const DOWNLOAD_PATH = '/files/dowload';

/** What the app provides to the uploaders (the widgets never import the session). */
export interface UploadConfig {
  /** The access token, sent as `Authorization: Bearer <token>` with `tokenType: Bearer` (seeds 000 §7). */
  getToken?: () => string | null | undefined;
  /** Address of a stored file (image previews, editor images); default the download operation. */
  fileUrl?: (filePath: string) => string;
  /** Replaces the XHR transport (another store, tests). */
  transport?: UploadTransport;
}

const UploadConfigContext = createContext<UploadConfig>({});

/** Props of {@link UploadConfigProvider}. */
export interface UploadConfigProviderProps extends UploadConfig {
  children: ReactNode;
}

/**
 * Gives the uploaders below it the token and, optionally, the file address and transport:
 * `<UploadConfigProvider getToken={() => Cookies.get('token')}>`. Without it uploads go out
 * without a token (the server answers 401).
 */
export function UploadConfigProvider({ children, getToken, fileUrl, transport }: UploadConfigProviderProps): ReactElement {
  const value = useMemo<UploadConfig>(
    () => ({ ...(getToken ? { getToken } : {}), ...(fileUrl ? { fileUrl } : {}), ...(transport ? { transport } : {}) }),
    [getToken, fileUrl, transport],
  );
  return <UploadConfigContext.Provider value={value}>{children}</UploadConfigContext.Provider>;
}

/** Lower-case extension of a file name without the dot (`'申报.PDF'` → `'pdf'`, `''` when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The form value of an upload answer: `filePath`, `fileName` and the added `exName`. */
export function toUploadedValue(file: Pick<UploadedFile, 'filePath' | 'fileName'>): UploadedFileValue {
  return { filePath: file.filePath, fileName: file.fileName, exName: extensionOf(file.fileName) };
}

/** Options of one upload. */
export interface UploadOptions {
  /** The server's rule (`kind` field). */
  kind?: UploadKind;
  /** Extra multipart fields. */
  fields?: Record<string, string>;
  /** API path relative to the API base; `/files/upload` by default. */
  path?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** What {@link useUpload} returns. */
export interface Uploader {
  /** Uploads one file; resolves to the envelope's `data`, rejects with `UploadError`. */
  upload: (file: File, options?: UploadOptions) => Promise<unknown>;
  /** The address of a stored file. */
  fileUrl: (filePath: string) => string;
}

/**
 * The upload function of the current {@link UploadConfigProvider} and API client: POSTs to
 * `{baseUrl}{path}` with the token headers and reports progress.
 */
export function useUpload(): Uploader {
  const client = useApiClient();
  const config = useContext(UploadConfigContext);
  const upload = useCallback(
    (file: File, options: UploadOptions = {}) => {
      const token = config.getToken?.();
      const fields = { ...(options.kind ? { kind: options.kind } : {}), ...options.fields };
      return (config.transport ?? xhrUpload)({
        url: client.url(options.path ?? UPLOAD_PATH),
        file,
        fields,
        headers: token ? { Authorization: `Bearer ${token}`, tokenType: 'Bearer' } : {},
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
    [client, config],
  );
  const fileUrl = useCallback(
    (filePath: string) => (config.fileUrl ? config.fileUrl(filePath) : client.url(DOWNLOAD_PATH, { filePath })),
    [client, config],
  );
  return useMemo(() => ({ upload, fileUrl }), [upload, fileUrl]);
}
