/**
 * @qifu/land-data-access — data access of the factory and land market: land, factory buildings and demands (sdmarket): query-key factory, query-option builders and hooks, mutations.
 */
export {};
