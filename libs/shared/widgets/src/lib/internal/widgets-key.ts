/** The query-key root of the widgets' own lookups (the dictionaries). */
export const WIDGETS_KEY = '@qifu/widgets';
