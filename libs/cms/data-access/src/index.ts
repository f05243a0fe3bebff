/**
 * @qifu/cms-data-access — data access of news, industry information, about us and the column pages (commercial law, quality, finance, people build): query-key factory, query-option builders and hooks, mutations.
 */
export {};
