/**
 * The enterprise-archive workbench pages, loaded on demand with `loadEnterpriseArchiveWorkPages()`. Pages take no props.
 */
export {};
