import type { Handler } from '../../../core/handler';
import { codeOptions, SERVICE_AREA_TYPE_LABELS } from './appeal-options';

/** `GET /appeal/serviceAreaType` (public; seeds 001 §7 serviceAreaType): the service area types as options. */
export const getServiceAreaType: Handler<'getServiceAreaType'> = async () => codeOptions(SERVICE_AREA_TYPE_LABELS);
