/**
 * @qifu/tech-feature — pages of technology service: results, research institutes, experts, technical needs (techService). Pages are exported from lazily loaded page modules only.
 */
export {};
