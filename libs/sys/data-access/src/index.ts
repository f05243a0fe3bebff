/**
 * @qifu/sys-data-access — query options and mutations of system administration (/sys/...).
 */
export {};
