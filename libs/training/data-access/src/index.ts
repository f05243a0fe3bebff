/**
 * @qifu/training-data-access — data access of training and publicity: activities and registration (propaganda): query-key factory, query-option builders and hooks, mutations.
 */
export {};
