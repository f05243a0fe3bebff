/**
 * Chinese labels of the technology-service codes (the contract's x-enum-descriptions; seeds 000 §1
 * "Technology service"): maturity, cooperation mode, institute type, gender, and the money format.
 */

/** 成熟度 ('1'–'4'). */
export const MATURITY_LABELS: Readonly<Record<string, string>> = {
  '1': '研发阶段',
  '2': '小试阶段',
  '3': '中试阶段',
  '4': '产业化阶段',
};

/** 合作方式 ('1'–'5'; contract `TechCooperationMode`, `@qifu/tech-rules`). */
export { TECH_COOPERATION_MODE_LABELS as COOPERATION_MODE_LABELS } from '@qifu/tech-rules';

/** 院所类型 ('1'–'4'). */
export const INSTITUTE_TYPE_LABELS: Readonly<Record<string, string>> = {
  '1': '高校',
  '2': '科研院所',
  '3': '新型研发机构',
  '4': '企业研究院',
};

/** 性别 ('1' 男, '2' 女). */
export const GENDER_LABELS: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

/** A price or budget in 万元 as shown (`200万元`); null is 面议. */
export function formatWan(value: number | null | undefined): string {
  if (value === null || value === undefined) return '面议';
  return `${Number.isInteger(value) ? value : value.toFixed(2)}万元`;
}
