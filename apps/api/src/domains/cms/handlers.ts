/** Handlers of news, industry information, about us and the column pages (seeds 000 §2, 001 §7). */
import type { HandlerRegistry } from '../../core/handler';
import { addNews } from './add-news';
import { addNewsColumn } from './add-news-column';
import { deleteNews } from './delete-news';
import { deleteNewsColumn } from './delete-news-column';
import { getAboutUs } from './get-about-us';
import { getNewsColumnDetail } from './get-news-column-detail';
import { getNewsOptions } from './get-news-options';
import { getPublicNewsColumn } from './get-public-news-column';
import { getPublicNewsDetail } from './get-public-news-detail';
import { listNews } from './list-news';
import { listNewsColumn } from './list-news-column';
import { listPublicNews } from './list-public-news';
import { modifyNews } from './modify-news';
import { modifyNewsColumn } from './modify-news-column';
import { moveNews } from './move-news';
import { moveNewsColumn } from './move-news-column';
import { offPublishNews } from './off-publish-news';
import { previewNews } from './preview-news';
import { publishNews } from './publish-news';
import { saveAboutUs } from './save-about-us';
import { setNewsColumnShow } from './set-news-column-show';
import { setNewsShow } from './set-news-show';
import { setTopNews } from './set-top-news';

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
