import type { Handler } from '../../../core/handler';
import { LAND_DEMAND, saveListing } from '../listing/listing-workflow';

/**
 * `POST /land/demand/save` (保存土地需求; seeds 001 §7): without id a new listing in 0 草稿, with id
 * (states 0, 3, 4) its fields replaced and back to 0 草稿 (@qifu/land-rules). 保存成功 with the id.
 */
export const saveLandDemand: Handler<'saveLandDemand'> = async (req, ctx) => {
  const form = req.body;
  return saveListing(ctx, LAND_DEMAND, form, {
    companyName: form.companyName.trim(),
    industry: form.industry ?? null,
    demandArea: form.demandArea,
    landUse: form.landUse,
    supplyMode: form.supplyMode,
    investAmount: form.investAmount ?? null,
  });
};
