/**
 * 自定义表单 (/commonform) and 自定义表单预览 (/preview), loaded with `loadFormPages()`. The inline
 * inputs' base styles (checkbox and radio labels beside their boxes) load first, in Mantine's order.
 */
import '@mantine/core/styles/InlineInput.css';

export { CommonFormPage, FormStatusBadge, commonFormHref, previewHref, type CommonFormPageProps } from './common-form-page';
export { FormPreviewPage, PREVIEW_ACTIONS, type FormPreviewPageProps } from './form-preview-page';
export { FormDesigner, type FormDesignerProps } from './form-designer';
export * from './form-model';
export * from './custom-form.queries';
