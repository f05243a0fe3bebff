import type { Handler } from '../../../core/handler';
import { readHomeContact } from './home-config.queries';

/**
 * `GET /sys/homeConfig/contact` (ADMIN, YYF, sys:homeConfig:list): the footer contact block for the
 * staff form (the platform defaults until one is saved).
 */
export const getHomeContact: Handler<'getHomeContact'> = async (_req, ctx) => readHomeContact(ctx.db);
