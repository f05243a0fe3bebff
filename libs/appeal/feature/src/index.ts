/**
 * @qifu/appeal-feature — pages of enterprise appeals: submit and follow progress. Pages are exported from lazily loaded page modules only.
 */
export {};
