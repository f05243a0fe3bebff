/**
 * @qifu/customer-service-data-access — data access of the smart customer-service chat (robot and human) and the feedback dialog: query-key factory, query-option builders and hooks, mutations.
 */
export {};
