import type { Handler } from '../../../core/handler';
import { readHomeContact } from '../../sys';

/**
 * `GET /smartAq/humanPhone` (public; seeds 000 §7 "Human window phone", §9 service hours): the
 * human service window from the platform configuration — the footer contact block operators keep
 * in 首页配置 (saveHomeContact; the platform constants until one is saved): `windowName` =
 * service-centre name + 人工服务窗口, `phone` = the hotline, `serviceHours`.
 */
export const getHumanWindowPhone: Handler<'getHumanWindowPhone'> = async (_req, ctx) => {
  const contact = await readHomeContact(ctx.db);
  return {
    windowName: `${contact.serviceCentreName}人工服务窗口`,
    phone: contact.hotline,
    serviceHours: contact.serviceHours,
  };
};
