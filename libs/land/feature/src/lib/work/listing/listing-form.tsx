import { Autocomplete, Modal, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useListingManageDetail,
  useSaveListing,
  type ListingDetailOf,
  type ListingFormOf,
  type ListingKind,
} from '@qifu/land-data-access';
import { useUserInfo } from '@qifu/session';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { validateMobile } from '@qifu/validation';
import {
  FormModal,
  ImageUploader,
  RegionCascader,
  RichTextEditor,
  closeAfter,
  isBlankHtml,
  toSelectData,
  toUploadedValue,
  type EditDialogProps,
  type RichTextEditorHandle,
  type UploadedFileValue,
} from '@qifu/widgets';
import { useRef } from 'react';

import { LISTING_KINDS } from '../shared/listing-kinds';

/** Land uses offered in the 用途 field (the demo data's; any other text is accepted). */
export const LAND_USES = ['工业用地', '仓储用地', '科研用地', '商业用地', '商住用地'] as const;

/** The values of the listing dialog: one flat record for every kind (fields a kind lacks stay empty). */
export interface ListingValues {
  title: string;
  /** 所在乡镇街道 as the region chain city → county → town. */
  region: string[];
  address: string;
  landNo: string;
  companyName: string;
  industry: string;
  area: number | string;
  landUse: string;
  mode: '1' | '2' | null;
  /** Price (supply), investment (land demand) or budget (workshop demand). */
  money: number | string;
  useYears: number | string;
  floor: string;
  floorHeight: number | string;
  loadBearing: number | string;
  ownerName: string;
  images: UploadedFileValue[];
  description: string;
  contactName: string;
  contactPhone: string;
}

type AnyDetail = ListingDetailOf[ListingKind];

/** The region chain of a stored town code (`330521002` → `['3305', '330521', '330521002']`). */
export function regionChain(streetCode: string | null | undefined): string[] {
  if (!streetCode || !/^\d{9}$/.test(streetCode)) return [];
  return [streetCode.slice(0, 4), streetCode.slice(0, 6), streetCode];
}

const pick = <T,>(record: object | undefined, key: string, fallback: T): T => {
  const value = record ? (record as Record<string, unknown>)[key] : undefined;
  return value === undefined || value === null ? fallback : (value as T);
};

/** The dialog's values for `detail` (editing) or a new listing (the enterprise's name prefilled for a demand). */
export function listingValues(kind: ListingKind, detail?: AnyDetail, companyName = ''): ListingValues {
  const area = pick<number | string>(detail, kind === 'landInfo' ? 'landArea' : kind === 'workshopInfo' ? 'buildingArea' : 'demandArea', '');
  const moneyKey = kind === 'landDemand' ? 'investAmount' : kind === 'workshopDemand' ? 'budget' : 'price';
  const mode = pick<'1' | '2' | null>(detail, kind === 'landInfo' || kind === 'landDemand' ? 'supplyMode' : 'dealType', null);
  return {
    title: pick(detail, 'title', ''),
    region: regionChain(pick<string | null>(detail, 'streetCode', null)),
    address: pick(detail, 'address', ''),
    landNo: pick(detail, 'landNo', ''),
    companyName: pick(detail, 'companyName', companyName),
    industry: pick(detail, 'industry', ''),
    area,
    landUse: pick(detail, 'landUse', kind === 'landInfo' || kind === 'landDemand' ? '工业用地' : ''),
    mode,
    money: pick<number | string>(detail, moneyKey, ''),
    useYears: pick<number | string>(detail, 'useYears', ''),
    floor: pick(detail, 'floor', ''),
    floorHeight: pick<number | string>(detail, 'floorHeight', ''),
    loadBearing: pick<number | string>(detail, 'loadBearing', ''),
    ownerName: pick(detail, 'ownerName', ''),
    images: pick<{ filePath: string; fileName: string }[]>(detail, 'images', []).map(toUploadedValue),
    description: pick(detail, 'description', ''),
    contactName: pick(detail, 'contactName', ''),
    contactPhone: pick(detail, 'contactPhone', ''),
  };
}

const num = (value: number | string): number | null => (value === '' || value === null ? null : Number(value));
const textOrNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * The save body of `kind` from the dialog's values (`saveLandInfo` … bodies): trimmed texts, empty
 * optional fields as null, the town code (the chain's third level), the photos as `{ fileName,
 * filePath }`, a blank description left out.
 */
export function toListingForm<K extends ListingKind>(kind: K, values: ListingValues, id?: string): ListingFormOf[K] {
  const common = {
    ...(id ? { id } : {}),
    title: values.title.trim(),
    streetCode: values.region[2] ?? null,
    description: isBlankHtml(values.description) ? null : values.description,
    images: values.images.map((i) => ({ fileName: i.fileName, filePath: i.filePath })),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
  };
  const mode = values.mode ?? '1';
  const area = Number(values.area);
  switch (kind) {
    case 'landInfo':
      return {
        ...common,
        landNo: textOrNull(values.landNo),
        address: values.address.trim(),
        landArea: area,
        landUse: values.landUse.trim(),
        supplyMode: mode,
        price: num(values.money),
        useYears: num(values.useYears),
        ownerName: values.ownerName.trim(),
      } satisfies ListingFormOf['landInfo'] as ListingFormOf[K];
    case 'landDemand':
      return {
        ...common,
        companyName: values.companyName.trim(),
        industry: textOrNull(values.industry),
        demandArea: area,
        landUse: values.landUse.trim(),
        supplyMode: mode,
        investAmount: num(values.money),
      } satisfies ListingFormOf['landDemand'] as ListingFormOf[K];
    case 'workshopInfo':
      return {
        ...common,
        address: values.address.trim(),
        buildingArea: area,
        floor: textOrNull(values.floor),
        floorHeight: num(values.floorHeight),
        loadBearing: num(values.loadBearing),
        dealType: mode,
        price: num(values.money),
        ownerName: values.ownerName.trim(),
      } satisfies ListingFormOf['workshopInfo'] as ListingFormOf[K];
    default:
      return {
        ...common,
        companyName: values.companyName.trim(),
        industry: textOrNull(values.industry),
        demandArea: area,
        dealType: mode,
        budget: num(values.money),
      } satisfies ListingFormOf['workshopDemand'] as ListingFormOf[K];
  }
}

const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** The unit of the money field. */
function moneyUnit(kind: ListingKind, mode: '1' | '2' | null): string {
  if (kind === 'landInfo' || kind === 'landDemand') return '万元';
  return mode === '2' ? '万元' : '元/㎡·月';
}

interface ListingFormProps extends EditDialogProps {
  kind: ListingKind;
  /** The listing being edited (its full record); none for a new one. */
  detail?: AnyDetail;
}

function ListingFormBody({ kind, detail, onClose, onSaved }: ListingFormProps) {
  const config = LISTING_KINDS[kind];
  const land = kind === 'landInfo' || kind === 'landDemand';
  const editor = useRef<RichTextEditorHandle>(null);
  const user = useUserInfo();
  const form = useForm<ListingValues>({
    initialValues: listingValues(kind, detail, config.demand ? (user?.companyName ?? '') : ''),
    validate: {
      title: required('请输入标题'),
      region: (chain) => (chain.length > 0 && chain.length < 3 ? '请选择到乡镇街道' : null),
      address: (value) => (config.demand ? null : required('请输入地址')(value)),
      companyName: (value) => (config.demand ? required('请输入需求企业')(value) : null),
      ownerName: (value) => (config.demand ? null : required(kind === 'landInfo' ? '请输入发布单位' : '请输入业主')(value)),
      area: (value) => (value === '' || Number(value) < 0 ? `请输入${config.areaLabel}` : null),
      landUse: (value) => (land ? required('请输入用途')(value) : null),
      mode: (value) => (value ? null : `请选择${config.modeLabel}`),
      contactName: required('请输入联系人'),
      contactPhone: (value) => validateMobile(value),
      description: () => editor.current?.validate() ?? null,
    },
  });
  const save = useSaveListing(kind, { onSuccess: closeAfter(onSaved, onClose) });
  const unit = moneyUnit(kind, form.values.mode);

  return (
    <FormModal
      opened
      onClose={onClose}
      title={`${detail ? '编辑' : '新增'}${config.noun}`}
      form={form}
      busy={save.isPending}
      size="xl"
      onSubmit={(values) => save.mutate(toListingForm(kind, values, detail?.id))}
    >
      <TextInput label="标题" withAsterisk maxLength={100} {...form.getInputProps('title')} />
      {config.demand ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="需求企业" withAsterisk maxLength={100} {...form.getInputProps('companyName')} />
          <TextInput label="所属行业" maxLength={50} {...form.getInputProps('industry')} />
        </SimpleGrid>
      ) : null}
      <RegionCascader label={config.demand ? '意向乡镇街道' : '所在乡镇街道'} clearable {...form.getInputProps('region')} />
      {config.demand ? null : (
        <SimpleGrid cols={{ base: 1, sm: kind === 'landInfo' ? 2 : 1 }} spacing="sm">
          <TextInput label="地址" withAsterisk maxLength={200} {...form.getInputProps('address')} />
          {kind === 'landInfo' ? <TextInput label="地块编号" maxLength={50} {...form.getInputProps('landNo')} /> : null}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={`${config.areaLabel}（${config.areaUnit}）`}
          withAsterisk
          min={0}
          max={land ? 100_000 : 10_000_000}
          decimalScale={2}
          {...form.getInputProps('area')}
        />
        <Select
          label={config.modeLabel}
          withAsterisk
          data={toSelectData(config.modeLabels)}
          allowDeselect={false}
          {...form.getInputProps('mode')}
        />
        <NumberInput
          label={`${config.moneyLabel}（${unit}）`}
          description={config.moneyLabel === '计划投资' ? undefined : '不填为面议'}
          min={0}
          max={100_000_000}
          decimalScale={2}
          {...form.getInputProps('money')}
        />
      </SimpleGrid>
      {land ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Autocomplete label="用途" withAsterisk maxLength={20} data={[...LAND_USES]} {...form.getInputProps('landUse')} />
          {kind === 'landInfo' ? (
            <NumberInput label="使用年限（年）" min={0} max={100} allowDecimal={false} {...form.getInputProps('useYears')} />
          ) : null}
        </SimpleGrid>
      ) : null}
      {kind === 'workshopInfo' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="楼层" maxLength={20} placeholder="如 1-3 层" {...form.getInputProps('floor')} />
          <NumberInput label="层高（米）" min={0} max={100} decimalScale={2} {...form.getInputProps('floorHeight')} />
          <NumberInput label="承重（千克/㎡）" min={0} max={100_000} decimalScale={2} {...form.getInputProps('loadBearing')} />
        </SimpleGrid>
      ) : null}
      {config.demand ? null : (
        <TextInput label={kind === 'landInfo' ? '发布单位' : '业主'} withAsterisk maxLength={100} {...form.getInputProps('ownerName')} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="联系人" withAsterisk maxLength={20} {...form.getInputProps('contactName')} />
        <TextInput label="联系电话" withAsterisk maxLength={11} inputMode="numeric" {...form.getInputProps('contactPhone')} />
      </SimpleGrid>
      <ImageUploader label="图片" description="至多 3 张，每张 10M 以内" limit={3} {...form.getInputProps('images')} />
      <RichTextEditor label="详细说明" handleRef={editor} height={240} {...form.getInputProps('description')} />
    </FormModal>
  );
}

/** Props of {@link ListingFormModal}. */
export interface ListingFormModalProps extends EditDialogProps {
  kind: ListingKind;
  /** The id of the listing to edit; none to create one. */
  id?: string;
}

/**
 * 新增 / 编辑 a listing of `kind` (saveLandInfo, saveLandDemand, saveWorkshopInfo,
 * saveWorkshopDemand; seeds 001 §7): 标题, the enterprise and industry (demands), the town through
 * the region cascade (city → county → town; the town is stored), address and 地块编号 (land), area
 * (亩 for land, ㎡ for workshops), 供地方式 / 交易方式 / 需求方式, price (investment, budget; empty =
 * 面议), 用途 (land), 使用年限, floor data (workshops), 发布单位 / 业主, 联系人 and 联系电话 (mobile:
 * 手机号不能为空 / 手机号格式错误), up to 3 images and 详细说明 in the rich-text editor. Editing loads
 * the full record first. The server answers 保存成功 and the listing is (again) 草稿.
 */
export function ListingFormModal({ kind, id, onClose, onSaved }: ListingFormModalProps) {
  const detail = useListingManageDetail(kind, id);
  if (!id) return <ListingFormBody kind={kind} onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <ListingFormBody kind={kind} detail={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title={`编辑${LISTING_KINDS[kind].noun}`} size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}
