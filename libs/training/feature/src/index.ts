/**
 * @qifu/training-feature — pages of training and publicity: activities and registration (propaganda). Pages are exported from lazily loaded page modules only.
 */
export {};
