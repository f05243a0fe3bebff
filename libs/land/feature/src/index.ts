/**
 * @qifu/land-feature — pages of the factory and land market: land, factory buildings and demands (sdmarket). Pages are exported from lazily loaded page modules only.
 */
export {};
