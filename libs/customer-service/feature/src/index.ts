/**
 * @qifu/customer-service-feature — pages of the smart customer-service chat (robot and human) and the feedback dialog. Pages are exported from lazily loaded page modules only.
 */
export {};
