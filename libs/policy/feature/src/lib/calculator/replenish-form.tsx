import { Alert, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  REPLENISH_READONLY_FIELDS,
  matchFactField,
  useSaveReplenish,
  type MatchFactField,
  type MatchFactKey,
  type MatchMissingField,
  type MatchSituation,
} from '@qifu/policy-data-access';
import { SUCCESS_DURATION_MS, submitWithErrorFocus } from '@qifu/widgets';
import { useMemo, useState, type ReactNode } from 'react';

import { FactInput, factsToFormValues, formValuesToFacts, isBlank, validateFactValues, type FactFormValues } from './fact-fields';

/** The success message of `saveReplenish` (the contract's answer text). */
export const REPLENISH_SAVED_MESSAGE = '保存成功';
/** Shown when 保存 is pressed with every input empty. */
export const REPLENISH_EMPTY_MESSAGE = '请至少填写一项信息';

/** Props of {@link ReplenishForm}. */
export interface ReplenishFormProps {
  /** The data the matching still misses (their Chinese labels label the inputs). */
  missing: readonly MatchMissingField[];
  /** Called with the new match situation after the matching caches were cleared. */
  onSaved?: (situation: MatchSituation) => void;
  /** More buttons next to 保存 (e.g. 去申报). */
  actions?: ReactNode;
}

interface EditableField {
  field: MatchFactField;
  missing: MatchMissingField;
}

function splitMissing(missing: readonly MatchMissingField[]) {
  const editable: EditableField[] = [];
  const archiveOnly: MatchMissingField[] = [];
  for (const item of missing) {
    const field = matchFactField(item.field);
    if (field && !REPLENISH_READONLY_FIELDS.includes(field.key)) editable.push({ field, missing: item });
    else archiveOnly.push(item);
  }
  return { editable, archiveOnly };
}

function FormBody({ editable, archiveOnly, onSaved, actions }: ReturnType<typeof splitMissing> & Omit<ReplenishFormProps, 'missing'>) {
  const keys = useMemo<MatchFactKey[]>(() => editable.map(({ field }) => field.key), [editable]);
  const [emptyError, setEmptyError] = useState(false);
  const form = useForm<FactFormValues>({
    mode: 'controlled',
    initialValues: factsToFormValues({}, keys),
    validate: (values) => validateFactValues(values, keys),
  });
  const save = useSaveReplenish({
    onSuccess: (situation) => {
      notifications.show({
        color: 'green',
        message: REPLENISH_SAVED_MESSAGE,
        autoClose: SUCCESS_DURATION_MS,
      });
      onSaved?.(situation);
    },
  });

  const onValid = (values: FactFormValues) => {
    if (isBlank(values, keys)) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    save.mutate({ facts: formValuesToFacts(values, keys) });
  };

  return (
    <form noValidate onSubmit={submitWithErrorFocus(form, onValid)} aria-label="补充匹配信息">
      <Stack gap="md">
        {editable.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            {editable.map(({ field, missing }) => (
              <FactInput
                key={field.key}
                field={field}
                label={missing.label}
                description={missing.projectCount ? `影响 ${missing.projectCount} 个项目的匹配` : undefined}
                value={form.values[field.key]}
                onChange={(value) => {
                  form.setFieldValue(field.key, value);
                  form.clearFieldError(field.key);
                  setEmptyError(false);
                }}
                error={form.errors[field.key]}
                disabled={save.isPending}
              />
            ))}
          </SimpleGrid>
        ) : null}
        {archiveOnly.length > 0 ? (
          <Alert color="gray" variant="light" title="以下信息需在企业档案中维护">
            <List size="sm">
              {archiveOnly.map((item) => (
                <List.Item key={item.field}>{item.label}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {emptyError ? (
          <Text c="red.7" size="sm" role="alert">
            {REPLENISH_EMPTY_MESSAGE}
          </Text>
        ) : null}
        <Group gap="sm">
          {editable.length > 0 ? (
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          ) : null}
          {actions}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The replenish form (seeds 000 §2 calculator/replenish, §4 "go complete info"): one input per
 * missing MatchFacts field, labelled with the server's Chinese label and the number of projects
 * it affects; 保存 sends only what was typed in (`saveReplenish`), shows 保存成功 and refreshes
 * every match at once. Fields the enterprise may not set here (企业名称, 信用代码, unknown ones)
 * are listed as archive data. Nothing typed in → 请至少填写一项信息.
 */
export function ReplenishForm({ missing, onSaved, actions }: ReplenishFormProps) {
  const parts = useMemo(() => splitMissing(missing), [missing]);
  // A new set of missing fields (after a save) starts a fresh form.
  const formKey = parts.editable.map(({ field }) => field.key).join(',');
  return <FormBody key={formKey} {...parts} onSaved={onSaved} actions={actions} />;
}
