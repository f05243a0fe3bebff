import { Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { APPEAL_WORKBENCH_ACTION_LABELS, type AppealWorkbenchAction } from '@qifu/appeal-rules';
import { useAppealAction, useAppealDealOfficeOptions, type AppealListItem, type AppealWorkAction } from '@qifu/appeal-data-access';
import { FileUploader, FormModal, closeAfter, type MutationFeedback, type UploadedFileValue } from '@qifu/widgets';
import { useState } from 'react';

/** The actions this dialog asks an opinion for (delete and update have their own confirmation and form). */
export type AppealDialogAction = Exclude<AppealWorkbenchAction, 'delete' | 'update'>;

/** Props of {@link AppealActionDialog}. */
export interface AppealActionDialogProps {
  appeal: Pick<AppealListItem, 'id' | 'appealTitle' | 'dealOffice'>;
  action: AppealDialogAction;
  onClose: () => void;
  onDone: MutationFeedback;
}

interface Values {
  dealOffice: string | null;
  opinion: string;
  examineResult: '1' | '2';
}

/** Which opinion is required, and its label, per action (the server's messages). */
const OPINION: Readonly<Record<AppealDialogAction, { label: string; required: string | null }>> = {
  updateDealOffice: { label: '分派意见', required: null },
  transfer: { label: '转办理由', required: '请输入转办理由' },
  deal: { label: '办理结果', required: '请输入办理结果' },
  back: { label: '退回原因', required: '请输入退回原因' },
  examine: { label: '审核意见', required: null },
  archive: { label: '归档说明', required: null },
};

/** The request of the dialog's values (the state-table action the server checks). */
export function appealActionRequest(action: AppealDialogAction, id: string, v: Values, files: readonly UploadedFileValue[]): AppealWorkAction {
  const opinion = v.opinion.trim();
  switch (action) {
    case 'updateDealOffice':
      return { action, body: { id, dealOffice: v.dealOffice ?? '', ...(opinion ? { opinion } : {}) } };
    case 'transfer':
      return { action, body: { id, dealOffice: v.dealOffice ?? '', transferReason: opinion } };
    case 'deal':
      return { action, body: { id, dealContent: opinion, dealFiles: files.map((f) => ({ fileName: f.fileName, filePath: f.filePath })) } };
    case 'back':
      return { action, body: { id, backReason: opinion } };
    case 'examine':
      return { action, body: { id, examineResult: v.examineResult, ...(opinion ? { examineOpinion: opinion } : {}) } };
    case 'archive':
      return { action, body: { id, ...(opinion ? { archiveRemark: opinion } : {}) } };
  }
}

/**
 * The dialog of one workflow action on an appeal (issue 16 诉求办理; seeds 001 §7 appeal/info/*): 分派 and 转办 choose
 * a 承办部门 (enabled offices; 转办 not the current one), 办理 records the result with attachments, 审核 通过/不通过
 * (不通过 needs an opinion), 退回 a reason, 归档 an optional remark. The server checks the state table again and
 * answers 当前状态不允许该操作 when the appeal moved on meanwhile.
 */
export function AppealActionDialog({ appeal, action, onClose, onDone }: AppealActionDialogProps) {
  const offices = useAppealDealOfficeOptions();
  const [files, setFiles] = useState<UploadedFileValue[]>([]);
  const opinion = OPINION[action];
  const form = useForm<Values>({
    initialValues: { dealOffice: null, opinion: '', examineResult: '1' },
    validate: {
      dealOffice: (value) => ((action === 'updateDealOffice' || action === 'transfer') && !value ? '请选择承办部门' : null),
      opinion: (value, values) => {
        if (value.length > 500) return `${opinion.label}不能超过500个字`;
        if (!value.trim() && opinion.required) return opinion.required;
        if (!value.trim() && action === 'examine' && values.examineResult === '2') return '请输入审核意见';
        return null;
      },
    },
  });
  const run = useAppealAction({ onSuccess: closeAfter(onDone, onClose) });
  const choices = (offices.data ?? []).filter((o) => action !== 'transfer' || o.value !== appeal.dealOffice);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`${APPEAL_WORKBENCH_ACTION_LABELS[action]}：${appeal.appealTitle}`}
      form={form}
      busy={run.isPending}
      size="lg"
      onSubmit={(values) => run.mutate(appealActionRequest(action, appeal.id, values, files))}
    >
      <Stack gap="sm">
        {action === 'updateDealOffice' || action === 'transfer' ? (
          <Select
            label="承办部门"
            withAsterisk
            searchable
            data={choices.map((o) => ({ value: String(o.value), label: o.label }))}
            nothingFoundMessage="没有可选的承办部门"
            {...form.getInputProps('dealOffice')}
          />
        ) : null}
        {action === 'examine' ? (
          <Radio.Group label="审核结果" withAsterisk {...form.getInputProps('examineResult')}>
            <Stack gap={6} mt={6}>
              <Radio value="1" label="通过（办结）" />
              <Radio value="2" label="不通过（退回承办部门重新办理）" />
            </Stack>
          </Radio.Group>
        ) : null}
        <Textarea label={opinion.label} withAsterisk={Boolean(opinion.required)} autosize minRows={3} maxLength={500} {...form.getInputProps('opinion')} />
        {action === 'deal' ? <FileUploader label="办理附件" description="最多上传5个文件，每个不超过10M" limit={5} value={files} onChange={setFiles} /> : null}
        {action === 'archive' ? (
          <Text size="xs" c="dimmed">
            归档后诉求不能再修改。
          </Text>
        ) : null}
      </Stack>
    </FormModal>
  );
}
