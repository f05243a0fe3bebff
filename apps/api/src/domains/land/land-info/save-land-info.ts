import type { Handler } from '../../../core/handler';
import { LAND_INFO, saveListing } from '../listing/listing-workflow';

/**
 * `POST /land/info/save` (保存土地供应; seeds 001 §7): without id a new listing in 0 草稿, with id
 * (states 0, 3, 4) its fields replaced and back to 0 草稿 (@qifu/land-rules). 保存成功 with the id.
 */
export const saveLandInfo: Handler<'saveLandInfo'> = async (req, ctx) => {
  const form = req.body;
  return saveListing(ctx, LAND_INFO, form, {
    landNo: form.landNo ?? null,
    address: form.address.trim(),
    landArea: form.landArea,
    landUse: form.landUse,
    supplyMode: form.supplyMode,
    price: form.price ?? null,
    useYears: form.useYears ?? null,
    ownerName: form.ownerName.trim(),
  });
};
