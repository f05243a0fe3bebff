/** The files domain's handler registry (upload and download; issue 3), composed into `../index.ts`. */
import type { HandlerRegistry } from '../../core/handler';
import { downloadFile } from './download-file';
import { uploadFile } from './upload-file';

export const filesHandlers: HandlerRegistry = {
  uploadFile,
  downloadFile,
};
