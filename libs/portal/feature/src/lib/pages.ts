/**
 * The loaders of the portal's pages beyond the home, themselves loaded with `loadPortalPages()`:
 * `index.ts` is part of the first load and a module the shell imports is bundled whole into it, so
 * the page loaders (and the lists of chunks each one preloads) stay out of it here.
 */
/** Loads 全站搜索 (`GlobalSearchPage`, /page/search) in its own chunk. */
export const loadSearchPage = () => import('./search/search-page');
/** Loads the custom-form designer and preview (`CommonFormPage` /commonform, `FormPreviewPage` /preview) in their own chunk. */
export const loadFormPages = () => import('./forms/form-pages');
/** Loads the widget showcase (`DemoPage`, /demo) in its own chunk. */
export const loadDemoPage = () => import('./demo/demo-page');
