import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';

import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateFormData, type FormData, type FormDataError, type FormTemplate } from '@qifu/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { FieldControl } from './field-control';
import { focusFirstInvalid } from './focus-first-invalid';
import { FormAnswers } from './form-answers';
import { errorRecord, isFieldPath, toFormData, toFormValues, type FormValues } from './form-values';
import { DYNAMIC_FORM_MESSAGES as M } from './messages';
import { TableField } from './table-field';

/** Props of {@link DynamicForm}. */
export interface DynamicFormProps {
  /** The project's application template (`ApplyProjectTemplate`). Remount (`key`) to switch templates. */
  template: FormTemplate;
  /** Saved answers (a draft, or the submitted declaration in read-only mode); read once on mount. */
  initialValues?: Record<string, unknown> | null;
  /** Show the answers instead of a form ({@link FormAnswers}); no buttons. */
  readOnly?: boolean;
  /**
   * Called with valid answers (`ApplyFormData`: every field, `null` when blank). Return the
   * request's promise (`mutateAsync`): when it resolves the form counts as saved (not dirty).
   */
  onSubmit: (values: FormData) => void | Promise<unknown>;
  /**
   * Shows the draft button; called with the answers after the draft check (required fields may
   * be empty, formats still count). A resolved promise marks the form saved.
   */
  onSaveDraft?: (values: FormData) => void | Promise<unknown>;
  /** Submit button text; 提交 by default. */
  submitLabel?: string;
  /** Draft button text; 保存草稿 by default. */
  draftLabel?: string;
  /** A save is running: the clicked button loads, both are disabled. */
  submitting?: boolean;
  /**
   * The server's refusals (same shape as `validateFormData`'s): shown under their fields (the
   * first one is brought into view); those of no field are listed above the buttons.
   */
  serverErrors?: readonly FormDataError[];
  /** Called when the answers start or stop differing from the last saved ones (to confirm abandoning, seeds 000 §4). */
  onDirtyChange?: (dirty: boolean) => void;
}

type Action = 'submit' | 'draft';

function DynamicFormEditor(props: DynamicFormProps) {
  const { template, onSubmit, onSaveDraft, submitting = false, serverErrors } = props;
  const draftMode = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [initialValues] = useState(() => toFormValues(template, props.initialValues));
  const form = useForm<FormValues>({
    initialValues,
    validate: (values) => errorRecord(validateFormData(template, toFormData(template, values), { draft: draftMode.current })),
  });
  const [saved, setSaved] = useState(() => JSON.stringify(toFormData(template, initialValues)));
  const [action, setAction] = useState<Action>('submit');
  // the server's errors of no field, until the next save attempt
  const [dismissed, setDismissed] = useState<readonly FormDataError[] | undefined>(undefined);
  const otherErrors = serverErrors && serverErrors !== dismissed ? serverErrors.filter((e) => !isFieldPath(template, form.values, e.path)) : [];

  // dirty: the answers differ from the last saved ones
  const data = toFormData(template, form.values);
  const dirty = JSON.stringify(data) !== saved;
  const { onDirtyChange } = props;
  const reported = useRef(false);
  useEffect(() => {
    if (dirty === reported.current) return;
    reported.current = dirty;
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  // the server's errors on fields: shown under them, the first one brought into view
  // (applied when `serverErrors` changes, not when the parent passes a new template object)
  const { setErrors, getValues } = form;
  const templateRef = useRef(template);
  useEffect(() => {
    templateRef.current = template;
  }, [template]);
  useEffect(() => {
    const errors = serverErrors ?? [];
    const onFields = errors.filter((e) => isFieldPath(templateRef.current, getValues(), e.path));
    if (onFields.length === 0) return;
    const record = errorRecord(onFields);
    setErrors((current) => ({ ...current, ...record }));
    focusFirstInvalid(formRef.current, Object.keys(record));
  }, [serverErrors, setErrors, getValues]);

  const run = (kind: Action) => {
    const handler = kind === 'draft' ? onSaveDraft : onSubmit;
    if (!handler) return;
    setAction(kind);
    draftMode.current = kind === 'draft';
    const result = form.validate();
    draftMode.current = false;
    if (result.hasErrors) {
      focusFirstInvalid(formRef.current, Object.keys(result.errors));
      return;
    }
    setDismissed(serverErrors);
    const answers = toFormData(template, form.getValues());
    const snapshot = JSON.stringify(answers);
    const outcome = handler(answers);
    if (outcome instanceof Promise) {
      outcome.then(
        () => setSaved(snapshot),
        () => undefined, // the caller shows the failure; the answers stay unsaved
      );
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) run('submit');
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        {template.fields.map((field) =>
          field.type === 'table' ? (
            <TableField
              key={field.key}
              field={field}
              form={form}
              renderCell={(column, path, name) => <FieldControl field={column} path={path} form={form} cellName={name} />}
            />
          ) : (
            <FieldControl key={field.key} field={field} path={field.key} form={form} />
          ),
        )}
        {otherErrors.length > 0 ? (
          <Alert color="red" title={M.otherErrors}>
            <List size="sm">
              {otherErrors.map((e, i) => (
                <List.Item key={i}>{e.label ? `${e.label}：${e.message}` : e.message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Group justify="center" gap="md" mt="md">
          {onSaveDraft ? (
            <Button variant="default" onClick={() => run('draft')} disabled={submitting} loading={submitting && action === 'draft'}>
              {props.draftLabel ?? M.saveDraft}
            </Button>
          ) : null}
          <Button type="submit" disabled={submitting && action !== 'submit'} loading={submitting && action === 'submit'}>
            {props.submitLabel ?? M.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The declaration form rendered from a project's application template (issue 5; seeds 001 §2
 * "Dynamic form builder", 000 §2 `policyserverdeclare`, §5): every field type of the contract
 * (see `FieldControl`; tables as repeating rows with 新增一行 / 删除), checked by
 * `validateFormData` of `@qifu/validation` — the same rules the server applies. On submit the
 * answers are checked; invalid fields show their messages under the field and the first one is
 * scrolled to the middle of the view and focused (seeds 000 §5 "Form errors scroll into view").
 * 保存草稿 skips the required check only. With `readOnly` the answers are shown instead
 * ({@link FormAnswers}: uploads as download links).
 *
 * Needs the app's providers: Mantine, React Query, `ApiClientProvider` (regions) and, for uploads,
 * `UploadConfigProvider` of `@qifu/widgets`.
 */
export function DynamicForm(props: DynamicFormProps) {
  if (props.readOnly) return <FormAnswers template={props.template} values={props.initialValues} />;
  return <DynamicFormEditor {...props} />;
}
