/**
 * In-app and download addresses of the training pages (seeds 000 §2 propaganda). The status
 * labels, colours and registration rules live in `@qifu/training-rules` (one table with the server).
 */
import type { TrainActivityType, TrainStatus } from './training.types';

/** Address of a stored cover image (`coverImage` filePath) through the public download operation (GET /files/dowload). */
export function trainCoverUrl(filePath: string): string {
  return `/api/files/dowload?filePath=${encodeURIComponent(filePath)}`;
}

/** In-app address of an activity's detail page (/page/propagandaDetails?id=, seeds 000 §2). */
export function propagandaDetailsHref(id: string): string {
  return `/page/propagandaDetails?id=${encodeURIComponent(id)}`;
}

/** In-app address of 活动列表 with optional filters (/page/propagandaEventsList, seeds 000 §2). */
export function propagandaEventsListHref(filters: { activityType?: TrainActivityType; status?: TrainStatus } = {}): string {
  const query = new URLSearchParams();
  if (filters.activityType) query.set('activityType', filters.activityType);
  if (filters.status) query.set('status', filters.status);
  const text = query.toString();
  return text ? `/page/propagandaEventsList?${text}` : '/page/propagandaEventsList';
}
