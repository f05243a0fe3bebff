import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveLive, useSysLiveDetail, type SysLive, type SysLiveForm } from '@qifu/sys-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { validateDateRange } from '@qifu/validation';
import {
  DateRangeInput,
  FormModal,
  ImageUploader,
  RichTextEditor,
  SortInput,
  closeAfter,
  isBlankHtml,
  sortValue,
  storedFileValue,
  type DateRangeValue,
  type EditDialogProps,
  type RichTextEditorHandle,
  type UploadedFileValue,
} from '@qifu/widgets';
import { useRef } from 'react';

interface LiveValues {
  liveTitle: string;
  liveUrl: string;
  hostUnit: string;
  cover: UploadedFileValue[];
  range: DateRangeValue;
  sort: number | string;
  liveDesc: string;
}

/** The `saveLive` body of the form values (times as ISO date-times; empty optional fields left out). */
export function toLiveForm(values: LiveValues, id?: string): SysLiveForm {
  const [start, end] = values.range;
  const body: SysLiveForm = {
    liveTitle: values.liveTitle.trim(),
    liveUrl: values.liveUrl.trim(),
    liveStartTime: start?.toISOString() ?? '',
    liveEndTime: end?.toISOString() ?? '',
    sort: sortValue(values.sort),
  };
  if (id) body.id = id;
  if (values.hostUnit.trim()) body.hostUnit = values.hostUnit.trim();
  const cover = values.cover[0]?.filePath;
  if (cover) body.coverPath = cover;
  if (!isBlankHtml(values.liveDesc)) body.liveDesc = values.liveDesc;
  return body;
}

interface LiveFormProps extends EditDialogProps {
  live?: SysLive;
}

function LiveFormBody({ live, onClose, onSaved }: LiveFormProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const form = useForm<LiveValues>({
    initialValues: {
      liveTitle: live?.liveTitle ?? '',
      liveUrl: live?.liveUrl ?? '',
      hostUnit: live?.hostUnit ?? '',
      cover: storedFileValue(live?.coverPath),
      range: [live ? new Date(live.liveStartTime) : null, live ? new Date(live.liveEndTime) : null],
      sort: live?.sort ?? 0,
      liveDesc: live?.liveDesc ?? '',
    },
    validate: {
      liveTitle: (value) => (value.trim() ? null : '请输入直播标题'),
      liveUrl: (value) => {
        if (!value.trim()) return '请输入直播地址';
        return /^https?:\/\//.test(value.trim()) ? null : '直播地址须以 http:// 或 https:// 开头';
      },
      range: ([start, end]) => {
        if (!start || !end) return '请选择直播时间';
        return validateDateRange(start, end) ?? (end < start ? '结束时间不能早于开始时间' : null);
      },
      liveDesc: () => editor.current?.validate() ?? null,
    },
  });
  const save = useSaveLive({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={live ? '编辑直播' : '新增直播'}
      form={form}
      busy={save.isPending}
      size="xl"
      onSubmit={(values) => save.mutate(toLiveForm(values, live?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="直播标题" withAsterisk maxLength={100} {...form.getInputProps('liveTitle')} />
        <TextInput label="主办单位" maxLength={100} {...form.getInputProps('hostUnit')} />
      </SimpleGrid>
      <TextInput label="直播地址" withAsterisk maxLength={500} placeholder="https://…" {...form.getInputProps('liveUrl')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateRangeInput label="直播时间" withTime withAsterisk {...form.getInputProps('range')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <ImageUploader label="封面图" limit={1} {...form.getInputProps('cover')} />
      <RichTextEditor label="直播简介" handleRef={editor} height={260} {...form.getInputProps('liveDesc')} />
    </FormModal>
  );
}

/**
 * 新增直播 / 编辑直播 (`saveLive`): 直播标题, 主办单位, 直播地址 (http/https), 直播时间 (start and
 * end must differ, 开始时间和结束时间不能相等, and the end follow the start), 排序, 封面图 (one image)
 * and 直播简介 in the rich-text editor (its HTML is cleaned by the server). Editing loads the
 * broadcast's details first (the introduction is not in the list).
 */
export function LiveFormModal({ live, onClose, onSaved }: LiveFormProps) {
  const detail = useSysLiveDetail(live?.id);
  if (!live) return <LiveFormBody onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <LiveFormBody live={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title="编辑直播" size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}
