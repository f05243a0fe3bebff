/**
 * @qifu/dynamic-form — the declaration form rendered from a project's application template
 * (contract `ApplyProjectTemplate`, answers `ApplyFormData`; issue 5, seeds 001 §2 "Dynamic form
 * builder", 000 §2, §5). Validation is `validateFormData` of `@qifu/validation`, shared with the
 * server. Side-effect free: each component imports the Mantine CSS it needs.
 */
export { DynamicForm, type DynamicFormProps } from './lib/dynamic-form';
export { FormAnswers, type FormAnswersProps } from './lib/form-answers';
export { FieldControl, type FieldControlProps } from './lib/field-control';
export { TableField, type TableFieldProps } from './lib/table-field';
export { focusFirstInvalid } from './lib/focus-first-invalid';
export {
  ROW_KEY,
  errorRecord,
  formatDay,
  isFieldPath,
  parseDay,
  regionChain,
  toAnswer,
  toFieldValue,
  toFormData,
  toFormValues,
  toRowValues,
  type FormRowValues,
  type FormValues,
} from './lib/form-values';
export { DYNAMIC_FORM_MESSAGES } from './lib/messages';
