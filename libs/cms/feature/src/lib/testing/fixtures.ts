/** Test data of the cms pages (shapes of the contract's NewsItem, PublicNewsColumn …). */
import type { AboutUs, News, NewsItem, PublicNewsColumn } from '@qifu/cms-data-access';

const COLUMN_ID = '3f0c1a52-7d4b-4e8e-9a61-0b2c3d4e5f60';

/** An article of a list; `n` makes the id and title unique. */
export function newsItem(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: `0b9a3c1e-5f6d-4e8a-9c2b-${String(n).padStart(12, '0')}`,
    columnId: COLUMN_ID,
    columnName: '工作动态',
    title: `德清县企业服务工作动态第${n}期`,
    author: null,
    source: '德清县企业综合服务中心',
    coverImage: null,
    summary: `第${n}期摘要：全县助企服务工作进展。`,
    isShow: true,
    status: '1',
    isTop: false,
    viewCount: 10 + n,
    publishTime: '2026-03-15T02:00:00.000Z',
    createTime: '2026-03-14T02:00:00.000Z',
    ...overrides,
  };
}

/** The 行业资讯 column with its three tabs. */
export const INDUSTRY_COLUMN: PublicNewsColumn = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'industryinfo',
  columnName: '行业资讯',
  description: '<p>全县资讯</p>',
  linkUrl: null,
  children: [
    { id: '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'workNews', columnName: '工作动态', description: null, linkUrl: null },
    { id: '3a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'industryNews', columnName: '行业动态', description: null, linkUrl: null },
    { id: '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'notice', columnName: '通知公告', description: null, linkUrl: null },
  ],
};

/** A column page (商事法律服务) with its services. */
export const LAW_COLUMN: PublicNewsColumn = {
  id: '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'commercialLaw',
  columnName: '商事法律服务',
  description: '<p>为企业提供<strong>免费</strong>的商事法律服务。</p>',
  linkUrl: null,
  children: [
    { id: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'lawConsult', columnName: '法律咨询', description: '<p>律师每周二、周四驻点值班。</p>', linkUrl: null },
    { id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'lawMediation', columnName: '纠纷调解', description: '<p>商事纠纷免费调解。</p>', linkUrl: null },
    { id: '8a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'lawPublicity', columnName: '法律宣传', description: null, linkUrl: null },
  ],
};

/** A whole article. */
export const NEWS: News = {
  ...newsItem(1, { columnName: '通知公告' }),
  title: '关于开展2026年度德清县专精特新中小企业申报工作的通知',
  columnPath: [
    { id: INDUSTRY_COLUMN.id, code: 'industryinfo', columnName: '行业资讯' },
    { id: '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'notice', columnName: '通知公告' },
  ],
  subTitle: null,
  author: '县经信局',
  source: '德清县经济和信息化局',
  content: '<h3>一、申报条件</h3><p>在德清县注册登记的<strong>中小企业</strong>。</p>',
  viewCount: 37,
  publishTime: '2026-11-12T01:00:00.000Z',
  createUserName: '李娜',
  updateTime: '2026-11-12T01:00:00.000Z',
};

/** The 关于我们 content. */
export const ABOUT: AboutUs = {
  title: '关于我们',
  content: '<h2>平台简介</h2><p>德清县企业综合服务平台是全县涉企服务的统一入口。</p><h2>联系我们</h2><p>服务时间：工作日 08:30-17:00</p>',
  sections: [
    { title: '平台简介', content: '<p>德清县企业综合服务平台是全县涉企服务的统一入口。</p>' },
    { title: '联系我们', content: '<p>服务时间：工作日 08:30-17:00</p>' },
  ],
  address: '德清县武康街道千秋街1号',
  phone: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  updateTime: '2026-11-01T08:00:00.000Z',
};
