/**
 * @qifu/widgets — shared workbench form widgets (seeds 001 §2, §4, §5, §9; texts of 000 §5, §8).
 *
 * Data-loading widgets use the app's API client from `useApiClient()` (`@qifu/ui`); uploads also
 * need the token through {@link UploadConfigProvider} (the widgets never import the session).
 * Side-effect free: each component imports the Mantine CSS it needs; the rich-text editor is
 * loaded on first use.
 */

// Remote-paged dropdown and the government-staff selector
export {
  RemoteSelect,
  REMOTE_SELECT_DEBOUNCE_MS,
  REMOTE_SELECT_PAGE_SIZE,
  type RemoteItem,
  type RemoteOption,
  type RemoteSelectProps,
} from './lib/remote-select/remote-select';
export { GovStaffSelect, govStaffPageQuery, type GovStaff, type GovStaffSelectProps } from './lib/gov-staff-select/gov-staff-select';
export {
  type CascaderLevelQuery,
  type PickerPage,
  type PickerPageParams,
  type PickerPageQuery,
  type PickerQueryOptions,
} from './lib/picker-query/picker-query';

// Tree select and cascading selectors
export { TreeSelect, type TreeSelectItem, type TreeSelectNode, type TreeSelectProps } from './lib/tree-select/tree-select';
export { Cascader, type CascaderOption, type CascaderProps, type CascaderSource } from './lib/cascader/cascader';
export {
  RegionCascader,
  REGION_LEVELS,
  regionChildrenQuery,
  regionKeys,
  type AreaNode,
  type RegionCascaderProps,
} from './lib/cascader/region-cascader';
export {
  FieldCascader,
  FIELD_LEVELS,
  domainChainOf,
  type FieldCascaderProps,
  type TechDomainNode,
  type TechDomainType,
} from './lib/cascader/field-cascader';

// Dates and time
export { DateRangeInput, type DateRangeInputProps, type DateRangeValue } from './lib/date-range-input/date-range-input';
export { Countdown, COUNTDOWN_SECONDS, type CountdownProps } from './lib/countdown/countdown';

// Text and layout
export { OverflowTooltip, type OverflowTooltipProps } from './lib/overflow-tooltip/overflow-tooltip';
export { CollapsibleText, type CollapsibleTextProps } from './lib/collapsible-text/collapsible-text';
export { StickyBar, type StickyBarProps } from './lib/sticky-bar/sticky-bar';
export { ComingSoon, type ComingSoonProps } from './lib/coming-soon/coming-soon';

// Uploads
export {
  UploadConfigProvider,
  useUpload,
  toUploadedValue,
  extensionOf,
  UPLOAD_PATH,
  DOWNLOAD_PATH,
  type UploadConfig,
  type UploadConfigProviderProps,
  type UploadedFile,
  type UploadedFileValue,
  type UploadKind,
  type UploadOptions,
  type Uploader,
} from './lib/upload/upload-config';
export { UploadError, xhrUpload, type UploadRequest, type UploadTransport } from './lib/upload/upload-request';
export { checkUpload, EXCEL_ACCEPT, FILE_ACCEPT, IMAGE_ACCEPT, WORD_ACCEPT, type UploadRuleKind } from './lib/upload/upload-rules';
export { ImageUploader, type ImageUploaderProps } from './lib/image-uploader/image-uploader';
export { FileUploader, type FileUploaderProps } from './lib/file-uploader/file-uploader';
export {
  ImportUploadCard,
  type ImportCountCardProps,
  type ImportFileCardProps,
  type ImportTemplateCardProps,
  type ImportUploadCardProps,
} from './lib/import-upload-card/import-upload-card';
export { ExcelImportDialog, type ExcelImportCounts, type ExcelImportDialogProps } from './lib/import-upload-card/excel-import-dialog';

// Rich-text editor (lazy)
export { RichTextEditor, preloadRichTextEditor } from './lib/rich-text-editor/lazy-rich-text-editor';
export {
  RICH_TEXT_DEFAULT_HEIGHT,
  type RichTextEditorHandle,
  type RichTextEditorProps,
} from './lib/rich-text-editor/rich-text-editor';

// Dictionary options
export {
  useDictOptions,
  useDictOptionsByIds,
  withoutAllOption,
  dictKeys,
  ALL_OPTION_LABEL,
  type DictOptionLookup,
} from './lib/dict-options/dict-options';

// Texts
export { WIDGET_MESSAGES } from './lib/internal/messages';

// Management-page kit: the building blocks of every administration list (search bar + paged or
// tree table + row actions + form dialog + confirmations), shared by all domains. Permission
// checks (`<Can>` of the session) stay with the pages.
export { MANAGEMENT_MESSAGES } from './lib/management/messages';
export { ConfirmButton, type ConfirmButtonProps } from './lib/management/confirm-button';
export {
  RowButton,
  RowConfirmButton,
  DeleteRowButton,
  type RowButtonProps,
  type RowConfirmButtonProps,
  type DeleteRowButtonProps,
} from './lib/management/row-actions';
export {
  EnableBadge,
  EnableFlagField,
  EnableFlagFilter,
  EnableToggleButton,
  ENABLE_FLAG_LABELS,
  ENABLE_FLAG_OPTIONS,
  toggledFlag,
  type EnableFlag,
  type EnableFlagFieldProps,
  type EnableFlagFilterProps,
  type EnableToggleButtonProps,
  type FormInputProps,
} from './lib/management/enable-flag';
export { toSelectData, labelOf, type LabelledValue } from './lib/management/code-labels';
export { SearchBar, KeywordFilter, type SearchBarProps, type KeywordFilterProps } from './lib/management/search-bar';
export { useFilters, compactFilters, type Filters } from './lib/management/use-filters';
export { FormModal, focusFirstError, submitWithErrorFocus, type FormModalProps } from './lib/management/form-modal';
export { SortInput, RemarkInput, sortValue, type SortInputProps, type RemarkInputProps } from './lib/management/record-fields';
export {
  useMutationFeedback,
  closeAfter,
  SUCCESS_DURATION_MS,
  type MutationFeedback,
  type MutationMessage,
} from './lib/management/mutation-feedback';
export { useEditDialog, type EditDialog, type EditDialogProps } from './lib/management/use-edit-dialog';
export { ExportButton, type ExportButtonProps } from './lib/management/export-button';
export { QueryState, type QueryStateProps, type QueryStateSource } from './lib/management/query-state';
export { TreeTable, type TreeColumn, type TreeTableProps } from './lib/management/tree-table';
export {
  FilteredPagedTable,
  FilteredTreeTable,
  type FilteredPagedTableProps,
  type FilteredTreeTableProps,
} from './lib/management/filtered-tables';
export {
  flattenTree,
  subtreeIds,
  treeSelectData,
  treeOfParentIds,
  type FlatNode,
  type TreeLike,
  type TreeNodeOf,
  type TreeSelectDataOptions,
} from './lib/management/tree-utils';
// The copy helper lives in @qifu/ui (seeds 000 §8); re-exported for the management pages.
export { copyText, COPY_NOTICE_MS } from '@qifu/ui';

// Helpers of stored uploads, rich text and date filters
export { storedFileValue } from './lib/upload/stored-file-value';
export { isBlankHtml } from './lib/rich-text-editor/blank-html';
export { toDay } from './lib/date-range-input/to-day';
export {
  ReviewFields,
  reviewBody,
  validateReviewOpinion,
  REVIEW_OPINION_MAX_LENGTH,
  REVIEW_OPINION_REQUIRED,
  REVIEW_OPINION_TOO_LONG,
  REVIEW_RESULTS,
  type ReviewFieldsProps,
  type ReviewResult,
  type ReviewValues,
} from './lib/management/review-fields';
