/**
 * Generated data of the matching benchmark (`npm run bench:matching`): declaration projects with
 * 5–20 eligibility conditions each, in the mix a county's policies use (revenue, tax, staff and
 * R&D thresholds, industry, street and scale lists, qualifications, tags, founding date, above-scale
 * flag, some or/and combinations and derived ratios), an estimated-amount rule on about half of
 * them, and enterprises whose facts give each field with a probability (the rest is "data missing").
 * Deterministic (seeded PRNG), so runs compare.
 */
import type { StoredCondition } from '../../../apps/api/src/db/schema';

/** mulberry32: a small deterministic PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INDUSTRIES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'I', 'L', 'M'];
const STREETS = Array.from({ length: 12 }, (_, i) => `3305210${String(i + 1).padStart(2, '0')}`);
const SCALES = ['1', '2', '3', '4'];
const QUALS = ['01', '02', '03', '04', '05', '06'];
/** Tag ids of the generated world (random-looking UUIDs, as the database gives them). */
export const TAGS = (() => {
  const r = rng(99);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
  return Array.from({ length: 40 }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`);
})();

/** A generated project (the pol_apply_project columns the engine reads). */
export interface BenchProject {
  projectName: string;
  supportAmount: number | null;
  supportAmountRule: Record<string, unknown> | null;
  conditions: StoredCondition[];
}

/** Generates `count` projects with 5–20 conditions each. */
export function generateProjects(count: number, seed = 1): BenchProject[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const some = <T>(xs: readonly T[], n: number): T[] => [...xs].sort(() => r() - 0.5).slice(0, n);
  const round = (lo: number, hi: number, step: number) => Math.round((lo + r() * (hi - lo)) / step) * step;

  const makers: ((i: number) => StoredCondition)[] = [
    (i) => {
      const t = round(500, 50000, 500);
      return { code: `rev${i}`, label: `上年度营业收入不低于${t}万元`, logic: { '>=': [{ var: 'revenue' }, t] }, veto: r() < 0.5 };
    },
    (i) => {
      const t = round(50, 3000, 50);
      return { code: `tax${i}`, label: `上年度纳税总额不低于${t}万元`, logic: { '>=': [{ var: 'taxAmount' }, t] } };
    },
    (i) => {
      const t = round(10, 1000, 10);
      return { code: `emp${i}`, label: `从业人数不少于${t}人`, logic: { '>=': [{ var: 'employeeCount' }, t] } };
    },
    (i) => {
      const t = round(1, 5, 0.5);
      return {
        code: `rd${i}`,
        label: `研发费用占营业收入比例不低于${t}%`,
        logic: { '>=': [{ '/': [{ var: 'rdExpense' }, { var: 'revenue' }] }, t / 100] },
      };
    },
    (i) => {
      const list = some(INDUSTRIES, 1 + Math.floor(r() * 3));
      return { code: `ind${i}`, label: `所属行业为${list.join('、')}`, logic: { in: [{ var: 'industry' }, list] }, veto: r() < 0.3 };
    },
    (i) => {
      const list = some(STREETS, 1 + Math.floor(r() * 4));
      return { code: `st${i}`, label: '注册地在指定乡镇（街道）', logic: { in: [{ var: 'streetId' }, list] } };
    },
    (i) => ({ code: `sc${i}`, label: '企业规模符合要求', logic: { in: [{ var: 'scale' }, some(SCALES, 2)] } }),
    (i) => {
      const list = some(QUALS, 1 + Math.floor(r() * 2));
      return { code: `q${i}`, label: '已获相关资质', logic: { some: [{ var: 'qualifications' }, { in: [{ var: '' }, list] }] } };
    },
    (i) => ({ code: `hi${i}`, label: '高新技术企业', logic: { in: ['01', { var: 'qualifications' }] } }),
    (i) => ({ code: `tag${i}`, label: '具有相关企业标签', logic: { some: [{ var: 'tagInfoIds' }, { in: [{ var: '' }, some(TAGS, 3)] }] } }),
    (i) => ({ code: `as${i}`, label: '规模以上企业', logic: { '==': [{ var: 'isAboveScale' }, true] }, veto: r() < 0.2 }),
    (i) => {
      const y = 2000 + Math.floor(r() * 24);
      return { code: `est${i}`, label: `成立于${y}年之前`, logic: { '<': [{ var: 'establishDate' }, `${y}-01-01`] } };
    },
    (i) => {
      const t = round(100, 10000, 100);
      return { code: `cap${i}`, label: `注册资本不低于${t}万元`, logic: { '>=': [{ var: 'registeredCapital' }, t] } };
    },
    (i) => {
      const t = round(100, 5000, 100);
      return { code: `eq${i}`, label: `本年度设备投资不低于${t}万元`, logic: { '>=': [{ var: 'equipmentInvestment' }, t] } };
    },
    (i) => {
      const t = round(1000, 20000, 1000);
      return {
        code: `or${i}`,
        label: `高新技术企业或营业收入不低于${t}万元`,
        logic: { or: [{ in: ['01', { var: 'qualifications' }] }, { '>=': [{ var: 'revenue' }, t] }] },
      };
    },
    (i) => {
      const lo = round(10, 300, 10);
      return {
        code: `and${i}`,
        label: `小微企业（从业人数${lo}至300人，营业收入低于2亿元）`,
        logic: { and: [{ '<=': [lo, { var: 'employeeCount' }, 300] }, { '<': [{ var: 'revenue' }, 20000] }] },
      };
    },
    (i) => {
      const t = round(5, 50, 5);
      return {
        code: `pe${i}`,
        label: `人均营业收入不低于${t}万元`,
        logic: { '>=': [{ '/': [{ var: 'revenue' }, { max: [{ var: 'employeeCount' }, 1] }] }, t] },
      };
    },
  ];

  const projects: BenchProject[] = [];
  for (let p = 0; p < count; p++) {
    const n = 5 + Math.floor(r() * 16); // 5–20
    const conditions = Array.from({ length: n }, (_, i) => pick(makers)(i));
    const stated = r() < 0.85 ? round(100000, 5000000, 50000) : null;
    let rule: Record<string, unknown> | null = null;
    const kind = r();
    if (kind < 0.3) rule = { '*': [{ var: 'equipmentInvestment' }, 10000, round(5, 20, 1) / 100] };
    else if (kind < 0.45) rule = { if: [{ '>=': [{ var: 'revenue' }, 10000] }, 1000000, { '>=': [{ var: 'revenue' }, 2000] }, 500000, 200000] };
    else if (kind < 0.55) rule = { min: [{ '*': [{ var: 'rdExpense' }, 10000, 0.2] }, 2000000] };
    projects.push({ projectName: `基准项目${p + 1}`, supportAmount: stated, supportAmountRule: rule, conditions });
  }
  return projects;
}

/** Generates `count` enterprises' facts; each optional field is given with probability `presence`. */
export function generateFacts(count: number, seed = 2, presence = 0.85): Record<string, unknown>[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const revenue = Math.round(Math.exp(4 + r() * 7)); // ~55 to ~60,000 万元
    const f: Record<string, unknown> = {
      companyName: `基准企业${i + 1}有限公司`,
      creditCode: `91330521MA${String(i).padStart(8, '0')}`,
      streetId: pick(STREETS),
      industry: pick(INDUSTRIES),
      scale: pick(SCALES),
      tagInfoIds: TAGS.filter(() => r() < 0.08),
    };
    const optional: Record<string, () => unknown> = {
      establishDate: () => `${1995 + Math.floor(r() * 30)}-0${1 + Math.floor(r() * 9)}-15`,
      registeredCapital: () => Math.round(r() * 10000),
      employeeCount: () => Math.round(5 + r() * 1500),
      revenue: () => revenue,
      taxAmount: () => Math.round(revenue * (0.01 + r() * 0.06)),
      rdExpense: () => Math.round(revenue * r() * 0.08),
      equipmentInvestment: () => Math.round(r() * 3000),
      isAboveScale: () => revenue >= 2000,
      qualifications: () => QUALS.filter(() => r() < 0.2),
    };
    for (const [k, make] of Object.entries(optional)) if (r() < presence) f[k] = make();
    out.push(f);
  }
  return out;
}
