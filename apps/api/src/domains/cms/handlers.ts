/** Handlers of news, industry information, about us and the column pages (seeds 000 §2, 001 §7). */
import type { HandlerRegistry } from '../../core/handler';
import { addNews } from './news/add-news';
import { addNewsColumn } from './column/add-news-column';
import { deleteNews } from './news/delete-news';
import { deleteNewsColumn } from './column/delete-news-column';
import { getAboutUs } from './about-us/get-about-us';
import { getNewsColumnDetail } from './column/get-news-column-detail';
import { getNewsOptions } from './news/get-news-options';
import { getPublicNewsColumn } from './column/get-public-news-column';
import { getPublicNewsDetail } from './news/get-public-news-detail';
import { listNews } from './news/list-news';
import { listNewsColumn } from './column/list-news-column';
import { listPublicNews } from './news/list-public-news';
import { modifyNews } from './news/modify-news';
import { modifyNewsColumn } from './column/modify-news-column';
import { moveNews } from './news/move-news';
import { moveNewsColumn } from './column/move-news-column';
import { offPublishNews } from './news/off-publish-news';
import { previewNews } from './news/preview-news';
import { publishNews } from './news/publish-news';
import { saveAboutUs } from './about-us/save-about-us';
import { setNewsColumnShow } from './column/set-news-column-show';
import { setNewsShow } from './news/set-news-show';
import { setTopNews } from './news/set-top-news';

export const cmsHandlers: HandlerRegistry = {
  // portal (public)
  listPublicNews,
  getPublicNewsDetail,
  getPublicNewsColumn,
  getNewsOptions,
  getAboutUs,
  // staff: about us
  saveAboutUs,
  // staff: articles (seeds 001 §7 /cms/news/*)
  listNews,
  previewNews,
  addNews,
  modifyNews,
  deleteNews,
  moveNews,
  setNewsShow,
  publishNews,
  offPublishNews,
  setTopNews,
  // staff: columns (seeds 001 §7 /cms/news/column/*)
  listNewsColumn,
  getNewsColumnDetail,
  addNewsColumn,
  modifyNewsColumn,
  deleteNewsColumn,
  moveNewsColumn,
  setNewsColumnShow,
};
