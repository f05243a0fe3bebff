/**
 * @qifu/cms-feature — pages of news, industry information, about us and the column pages (commercial law, quality, finance, people build). Pages are exported from lazily loaded page modules only.
 */
export {};
