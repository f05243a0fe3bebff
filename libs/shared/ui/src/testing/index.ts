/** Test helpers of the web side: `import { render, setupMsw, apiUrl } from '@qifu/ui/testing'`. */
export { render, createTestQueryClient, type RenderOptions, type RenderWithProvidersResult } from './render';
export { setupMsw, apiUrl } from './msw';
