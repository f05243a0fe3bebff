import { toUploadedValue, type UploadedFileValue } from './upload-config';

/**
 * The uploader value of a stored file path (a record's `imagePath`, `coverPath` …) when a form
 * opens: one entry named after the path's last segment, or none when the path is empty.
 *
 * @example storedFileValue('2026/09/banner.png') // → [{ filePath: '2026/09/banner.png', fileName: 'banner.png', exName: 'png' }]
 */
export function storedFileValue(path: string | null | undefined): UploadedFileValue[] {
  if (!path) return [];
  return [toUploadedValue({ filePath: path, fileName: path.split('/').pop() || path })];
}
