import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { policyListQuery, useSaveCarousel, type CarouselForm, type CarouselItem, type CarouselLinkType } from '@qifu/policy-data-access';
import { ENUM_LABELS } from '@qifu/sdk';
import { FormModal, ImageUploader, SortInput, closeAfter, sortValue, storedFileValue, toSelectData, type EditDialogProps, type UploadedFileValue } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The values of the slide dialog. */
export interface CarouselValues {
  title: string;
  image: UploadedFileValue[];
  linkType: CarouselLinkType;
  policyId: string | null;
  linkUrl: string;
  sort: number | string;
}

/** The `saveCarousel` body of the dialog's values (only the link field of the chosen link type). */
export function toCarouselForm(values: CarouselValues, id?: string): CarouselForm {
  const body: CarouselForm = { title: values.title.trim(), filePath: values.image[0]?.filePath ?? '', linkType: values.linkType, sort: sortValue(values.sort) };
  if (id) body.id = id;
  if (values.linkType === '1' && values.policyId) body.policyId = values.policyId;
  if (values.linkType === '2') body.linkUrl = values.linkUrl.trim();
  return body;
}

/** Published policies whose title contains what the user typed (20 at most), for the 链接政策 choice. */
function usePolicyChoices(search: string, current: { id: string; title: string } | null) {
  const [keyword] = useDebouncedValue(search.trim(), 270);
  const query = useQuery(policyListQuery({ keyword, page: 1, pageSize: 20 }));
  const data = (query.data?.list ?? []).map((p) => ({ value: p.id, label: p.policyTitle }));
  if (current && !data.some((d) => d.value === current.id)) data.unshift({ value: current.id, label: current.title });
  return { data, loading: query.isFetching };
}

interface CarouselFormProps extends EditDialogProps {
  slide?: CarouselItem;
}

/**
 * 新增轮播图 / 编辑轮播图 (`saveCarousel`, seeds 001 §7 /admin/carousel/*): 标题, 图片 (one image under
 * 10 MB, 图片大于10M!), 链接类型 (无链接 / 政策详情 / 外部链接) with the policy (searched among published
 * policies) or the address (http/https), 排序 (small first). A new slide is a draft; a slide on the
 * shelf is not offered for editing (the carousel table).
 */
export function CarouselFormModal({ slide, onClose, onSaved }: CarouselFormProps) {
  const form = useForm<CarouselValues>({
    initialValues: {
      title: slide?.title ?? '',
      image: storedFileValue(slide?.filePath),
      linkType: slide?.linkType ?? '0',
      policyId: slide?.policyId ?? null,
      linkUrl: slide?.linkUrl ?? '',
      sort: slide?.sort ?? 0,
    },
    validate: {
      title: (value) => (value.trim() ? null : '请输入标题'),
      image: (value) => (value.length ? null : '请上传图片'),
      policyId: (value, values) => (values.linkType === '1' && !value ? '请选择链接的政策' : null),
      linkUrl: (value, values) => {
        if (values.linkType !== '2') return null;
        if (!value.trim()) return '请输入链接地址';
        return /^https?:\/\//.test(value.trim()) ? null : '链接地址须以 http:// 或 https:// 开头';
      },
    },
  });
  const [search, setSearch] = useState('');
  const choices = usePolicyChoices(search, slide?.policyId && slide.policyTitle ? { id: slide.policyId, title: slide.policyTitle } : null);
  const save = useSaveCarousel({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={slide ? '编辑轮播图' : '新增轮播图'}
      form={form}
      busy={save.isPending}
      size="lg"
      onSubmit={(values) => save.mutate(toCarouselForm(values, slide?.id))}
    >
      <TextInput label="标题" withAsterisk maxLength={100} {...form.getInputProps('title')} />
      <ImageUploader label="图片" limit={1} withAsterisk {...form.getInputProps('image')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label="链接类型" data={toSelectData(ENUM_LABELS.CarouselLinkType)} allowDeselect={false} {...form.getInputProps('linkType')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      {form.values.linkType === '1' ? (
        <Select
          label="链接政策"
          withAsterisk
          searchable
          placeholder="输入政策标题搜索"
          data={choices.data}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={choices.loading ? '加载中' : '暂无数据'}
          {...form.getInputProps('policyId')}
        />
      ) : null}
      {form.values.linkType === '2' ? <TextInput label="链接地址" withAsterisk maxLength={500} placeholder="https://…" {...form.getInputProps('linkUrl')} /> : null}
    </FormModal>
  );
}
