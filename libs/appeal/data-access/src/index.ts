/**
 * @qifu/appeal-data-access — data access of enterprise appeals: submit and follow progress: query-key factory, query-option builders and hooks, mutations.
 */
export {};
