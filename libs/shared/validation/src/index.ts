/**
 * @qifu/validation — the validation rules of seeds 000 §5 and 001 §5 with their exact Chinese
 * messages. Framework-free: used by `@mantine/form` on the web and by the server.
 * Every rule returns the message, or `null` when the value is valid.
 */
export * from './lib/constants';
export { VALIDATION_MESSAGES } from './lib/messages';
export {
  adjustDateRange,
  isAccepted,
  isEmpty,
  validateConsultContent,
  validateCreditCode,
  validateDateRange,
  validateFeedbackPhone,
  validateFeedbackText,
  validateFeedbackTitle,
  validateFileCount,
  validateImageCount,
  validateImagesUploaded,
  validateMaxLength,
  validateMobile,
  validateNewPassword,
  validateOldPassword,
  validateRequired,
  validateTreeSelection,
  validateUnitName,
  validateUpload,
  type DateInput,
  type Rule,
  type UnitKind,
  type UploadCheck,
  type UploadKind,
} from './lib/rules';
