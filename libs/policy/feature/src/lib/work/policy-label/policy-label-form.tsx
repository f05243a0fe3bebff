import { Badge, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSavePolicyLabel, type EnterpriseTag, type PolicyLabelForm, type PolicyLabelItem } from '@qifu/policy-data-access';
import { FormModal, RemarkInput, SortInput, closeAfter, sortValue, type EditDialogProps } from '@qifu/widgets';
import { useState } from 'react';

import { TagLockDialog } from './tag-lock-dialog';

interface LabelValues {
  labelName: string;
  tags: EnterpriseTag[];
  sort: number | string;
  remark: string;
}

/** The `savePolicyLabel` body of the dialog's values. */
export function toPolicyLabelForm(values: LabelValues, id?: string): PolicyLabelForm {
  const body: PolicyLabelForm = { labelName: values.labelName.trim(), tagIds: values.tags.map((t) => t.id), sort: sortValue(values.sort) };
  if (id) body.id = id;
  if (values.remark.trim()) body.remark = values.remark.trim();
  return body;
}

interface PolicyLabelFormProps extends EditDialogProps {
  label?: PolicyLabelItem;
}

/**
 * 新增标签 / 编辑标签 (`savePolicyLabel`): 标签名称 (unique, 标签名称已存在), 企业标签 chosen in the
 * enterprise-tag lock dialog (an enterprise carries the label when it carries all of them), 排序, 备注.
 */
export function PolicyLabelFormModal({ label, onClose, onSaved }: PolicyLabelFormProps) {
  const form = useForm<LabelValues>({
    initialValues: { labelName: label?.labelName ?? '', tags: label?.tags ?? [], sort: label?.sort ?? 0, remark: label?.remark ?? '' },
    validate: {
      labelName: (value) => (value.trim() ? null : '请输入标签名称'),
      tags: (value) => (value.length ? null : '请选择企业标签'),
    },
  });
  const [locking, setLocking] = useState(false);
  const save = useSavePolicyLabel({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <>
      <FormModal
        opened={!locking}
        onClose={onClose}
        title={label ? '编辑标签' : '新增标签'}
        form={form}
        busy={save.isPending}
        onSubmit={(values) => save.mutate(toPolicyLabelForm(values, label?.id))}
      >
        <TextInput label="标签名称" withAsterisk maxLength={50} {...form.getInputProps('labelName')} />
        <Input.Wrapper label="企业标签" withAsterisk error={form.errors['tags']}>
          <Stack gap={6} mt={4}>
            <Group gap={6} aria-label="已选企业标签">
              {form.values.tags.map((t) => (
                <Badge key={t.id} variant="light" radius="sm">
                  {t.tagName}
                </Badge>
              ))}
            </Group>
            <Group>
              <Button size="xs" variant="default" onClick={() => setLocking(true)}>
                选择企业标签
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
        <SortInput inputProps={form.getInputProps('sort')} />
        <RemarkInput inputProps={form.getInputProps('remark')} />
      </FormModal>
      {locking ? (
        <TagLockDialog
          initial={form.values.tags}
          onClose={() => setLocking(false)}
          onConfirm={(tags) => {
            form.setFieldValue('tags', tags);
            setLocking(false);
          }}
        />
      ) : null}
    </>
  );
}
