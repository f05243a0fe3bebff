import type { Handler } from '../../../core/handler';
import { WORKSHOP_INFO, saveListing } from '../listing/listing-workflow';

/**
 * `POST /workshop/info/save` (保存厂房房源; seeds 001 §7): without id a new listing in 0 草稿, with id
 * (states 0, 3, 4) its fields replaced and back to 0 草稿 (@qifu/land-rules). 保存成功 with the id.
 */
export const saveWorkshopInfo: Handler<'saveWorkshopInfo'> = async (req, ctx) => {
  const form = req.body;
  return saveListing(ctx, WORKSHOP_INFO, form, {
    address: form.address.trim(),
    buildingArea: form.buildingArea,
    floor: form.floor ?? null,
    floorHeight: form.floorHeight ?? null,
    loadBearing: form.loadBearing ?? null,
    dealType: form.dealType,
    price: form.price ?? null,
    ownerName: form.ownerName.trim(),
  });
};
