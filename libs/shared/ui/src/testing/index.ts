/**
 * Test helpers of the web side: `import { render, screen, userEvent, setupMsw, apiUrl } from '@qifu/ui/testing'`.
 */
export { render, createTestQueryClient, createTestApiClient, type TestRenderOptions, type TestRenderResult } from './render';
export { createTestWrapper, type TestWrapperOptions } from './providers';
export { setupMsw, apiUrl } from './msw';
export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
