import { useCallback, useEffect, useRef, useState } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import { toUploadedValue, useUpload, type UploadedFile, type UploadedFileValue, type UploadKind } from './upload-config';
import { UploadError } from './upload-request';

/** A file on its way to the server. */
export interface PendingUpload {
  key: string;
  name: string;
  /** 0–100. */
  progress: number;
  file: File;
}

/** Options of {@link useUploadQueue}. */
export interface UploadQueueOptions {
  kind?: UploadKind;
  fields?: Record<string, string>;
  path?: string;
  /** One file stored. */
  onDone: (value: UploadedFileValue, file: File) => void;
  /** One file refused or lost. */
  onFail: (error: UploadError, file: File) => void;
}

/** What {@link useUploadQueue} returns. */
export interface UploadQueue {
  pending: PendingUpload[];
  /** Starts uploading each file (in parallel). */
  start: (files: File[]) => void;
  /** Cancels one pending upload (no failure is reported). */
  cancel: (key: string) => void;
}

let sequence = 0;

/**
 * Parallel uploads with per-file progress; pending uploads are cancelled when the component
 * unmounts. Success gives the form value (`exName` added), failure an `UploadError`.
 */
export function useUploadQueue(options: UploadQueueOptions): UploadQueue {
  const { upload } = useUpload();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const map = controllers.current;
    return () => {
      for (const controller of map.values()) controller.abort();
      map.clear();
    };
  }, []);

  const start = useCallback(
    (files: File[]) => {
      for (const file of files) {
        sequence += 1;
        const key = `upload-${sequence}`;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setPending((list) => [...list, { key, name: file.name, progress: 0, file }]);
        const { kind, fields, path } = latest.current;
        upload(file, {
          ...(kind ? { kind } : {}),
          ...(fields ? { fields } : {}),
          ...(path ? { path } : {}),
          signal: controller.signal,
          onProgress: (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
        })
          .then((data) => {
            if (controller.signal.aborted) return;
            const answer = data as Partial<UploadedFile> | null;
            if (!answer || typeof answer.filePath !== 'string') throw new UploadError(M.uploadFailed, 200, 'HTTP_ERROR');
            latest.current.onDone(toUploadedValue({ filePath: answer.filePath, fileName: answer.fileName ?? file.name }), file);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            latest.current.onFail(error instanceof UploadError ? error : new UploadError(M.uploadFailed, 0, 'NETWORK_ERROR'), file);
          })
          .finally(() => {
            controllers.current.delete(key);
            setPending((list) => list.filter((p) => p.key !== key));
          });
      }
    },
    [upload],
  );

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
  }, []);

  return { pending, start, cancel };
}
