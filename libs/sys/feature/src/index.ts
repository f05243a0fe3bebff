/**
 * @qifu/sys-feature — the system-administration pages of the workbench (/work/sys/...).
 */
export {};
