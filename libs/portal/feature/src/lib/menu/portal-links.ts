/**
 * Addresses of the portal's menu (seeds 000 §2 "Menu targets and highlighting"). The external
 * sub-platforms' addresses are not in the documents: set the real ones here (one place).
 */

/** Keys of the 12 main-menu entries, in the documents' order. */
export type MainMenuKey =
  | 'home'
  | 'policy'
  | 'appeal'
  | 'quality'
  | 'technology'
  | 'finance'
  | 'exhibition'
  | 'talent'
  | 'factory'
  | 'commercialLaw'
  | 'environment'
  | 'aboutUs';

/** One entry of the main menu: an in-app path or an external address opened by redirect. */
export type MainMenuEntry =
  | { key: MainMenuKey; title: string; order: number; kind: 'internal'; path: string }
  | { key: MainMenuKey; title: string; order: number; kind: 'external'; href: string };

/**
 * External sub-platforms (seeds 000 §2: quality, technology, finance, exhibition, talent and
 * environmental inspection are separate sites). Placeholder addresses until the operator gives the
 * real ones.
 */
export const EXTERNAL_SITES = {
  quality: 'https://example.com/qifu/quality',
  technology: 'https://example.com/qifu/technology',
  finance: 'https://example.com/qifu/finance',
  exhibition: 'https://example.com/qifu/exhibition',
  talent: 'https://example.com/qifu/talent',
  environment: 'https://example.com/qifu/environment',
} as const;

/** The city enterprise service platform of the header dropdown, chosen by user type (seeds 000 §6). */
export const CITY_PLATFORM_URLS = {
  GR: 'https://example.com/qifu/city-platform/personal',
  QY: 'https://example.com/qifu/city-platform/enterprise',
} as const;

/** Friend links of the footer (public government sites). */
export const FRIEND_LINKS: ReadonlyArray<{ title: string; href: string }> = [
  { title: '中国政府网', href: 'https://www.gov.cn/' },
  { title: '浙江省人民政府', href: 'https://www.zj.gov.cn/' },
  { title: '浙江政务服务网', href: 'https://www.zjzwfw.gov.cn/' },
  { title: '湖州市人民政府', href: 'https://www.huzhou.gov.cn/' },
  { title: '德清县人民政府', href: 'https://www.deqing.gov.cn/' },
];

/** The policy market (seeds 000 §2 policymarket/index; no login needed). */
export const POLICY_MARKET_PATH = '/page/policymarket/index';

/** The policy service (seeds 000 §2 "Menu targets": policy service /page/policyserver, the calculator). */
export const POLICY_SERVER_PATH = '/page/policyserver';

/**
 * The 12 main-menu entries in the documents' order (seeds 000 §1, §2: home 1 … about us 12).
 *
 * The internal pages that do not exist yet still navigate, and land on /404 until they are built.
 */
export const MAIN_MENU: readonly MainMenuEntry[] = [
  { key: 'home', title: '首页', order: 1, kind: 'internal', path: '/page/home' },
  { key: 'policy', title: '政策服务', order: 2, kind: 'internal', path: POLICY_SERVER_PATH },
  { key: 'appeal', title: '诉求服务', order: 3, kind: 'internal', path: '/page/appeal' },
  { key: 'quality', title: '质量服务', order: 4, kind: 'external', href: EXTERNAL_SITES.quality },
  { key: 'technology', title: '科技服务', order: 5, kind: 'external', href: EXTERNAL_SITES.technology },
  { key: 'finance', title: '金融服务', order: 6, kind: 'external', href: EXTERNAL_SITES.finance },
  { key: 'exhibition', title: '会展服务', order: 7, kind: 'external', href: EXTERNAL_SITES.exhibition },
  { key: 'talent', title: '人才服务', order: 8, kind: 'external', href: EXTERNAL_SITES.talent },
  { key: 'factory', title: '厂房土地', order: 9, kind: 'internal', path: '/page/sdmarket' },
  { key: 'commercialLaw', title: '商事法律服务', order: 10, kind: 'internal', path: '/page/commercialLaw' },
  { key: 'environment', title: '环境检测服务', order: 11, kind: 'external', href: EXTERNAL_SITES.environment },
  { key: 'aboutUs', title: '关于我们', order: 12, kind: 'internal', path: '/page/aboutus' },
];

/** Sub-entries shown under a main entry (the policy service pages of seeds 000 §2 under 政策服务). */
export const SUB_MENUS: Partial<Record<MainMenuKey, ReadonlyArray<{ title: string; path: string }>>> = {
  policy: [
    { title: '政策计算器', path: POLICY_SERVER_PATH },
    { title: '申报项目', path: '/page/policyserverhotList' },
    { title: '政策超市', path: POLICY_MARKET_PATH },
    { title: '政策搜索', path: '/page/policysearch' },
    { title: '政策订阅', path: '/page/policysub' },
    { title: '企业体检', path: '/page/policyserverReport' },
  ],
};
