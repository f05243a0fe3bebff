/**
 * @qifu/widgets — shared workbench form widgets (seeds 001 §2, §4, §5, §9).
 */
export {};
