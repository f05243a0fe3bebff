import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { policyTitlePageQuery, useSavePolicyFile, type AdminPolicyListItem, type PolicyFileItem } from '@qifu/policy-data-access';
import {
  FileUploader,
  FormModal,
  RemoteSelect,
  closeAfter,
  toUploadedValue,
  type EditDialogProps,
  type UploadedFileValue,
} from '@qifu/widgets';


/** The values of the policy-file form. */
export interface PolicyFileValues {
  policyId: string | null;
  file: UploadedFileValue[];
  fileName: string;
  remark: string;
}

/** Props of {@link PolicyFileFormModal}. */
export interface PolicyFileFormModalProps extends EditDialogProps {
  /** The file to rename or re-file; a new upload when absent. */
  file?: PolicyFileItem;
}

/**
 * 上传政策文件 / 编辑政策文件 (`editPolicyDoc`; seeds 001 §7 /admin/policy/doc/edit, §5 请上传30M以下的文件):
 * 所属政策 (the remote-paged dropdown of policies by title), the document (one file ≤ 30 MB, uploaded
 * with /files/upload), 文件名 (the upload's name by default) and 备注.
 */
export function PolicyFileFormModal({ file, onClose, onSaved }: PolicyFileFormModalProps) {
  const form = useForm<PolicyFileValues>({
    initialValues: {
      policyId: file?.policyId ?? null,
      file: file ? [toUploadedValue(file)] : [],
      fileName: file?.fileName ?? '',
      remark: file?.remark ?? '',
    },
    validate: {
      policyId: (value) => (value ? null : '请选择所属政策'),
      file: (value) => (value.length > 0 ? null : '请上传文件'),
      fileName: (value) => (value.trim() ? null : '请输入文件名'),
    },
  });
  const save = useSavePolicyFile({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={file ? '编辑政策文件' : '上传政策文件'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => {
        const uploaded = values.file[0]!;
        const remark = values.remark.trim();
        save.mutate({
          ...(file ? { id: file.id } : {}),
          policyId: values.policyId ?? '',
          fileName: values.fileName.trim(),
          filePath: uploaded.filePath,
          ...(remark ? { remark } : {}),
        });
      }}
    >
      <RemoteSelect<AdminPolicyListItem>
        query={policyTitlePageQuery}
        label="所属政策"
        withAsterisk
        clearable
        placeholder="输入标题搜索"
        getOption={(p) => ({ label: p.policyTitle, value: p.id })}
        valueLabel={file?.policyTitle}
        value={form.values.policyId}
        onChange={(value) => form.setFieldValue('policyId', value)}
        error={form.errors['policyId']}
      />
      <FileUploader
        label="文件"
        withAsterisk
        variant="document"
        value={form.values.file}
        onChange={(files) => {
          form.setFieldValue('file', files);
          const first = files[0];
          if (first && !form.values.fileName.trim()) form.setFieldValue('fileName', first.fileName);
        }}
        error={form.errors['file']}
      />
      <TextInput label="文件名" withAsterisk maxLength={200} {...form.getInputProps('fileName')} />
      <Textarea label="备注" maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormModal>
  );
}
