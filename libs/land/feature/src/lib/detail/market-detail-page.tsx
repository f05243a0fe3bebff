import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  TypographyStylesProvider,
} from '@mantine/core';
import {
  LISTING_STATUS_LABELS,
  useListingDetail,
  type LandDemand,
  type LandInfo,
  type ListingDetailOf,
  type ListingKind,
  type WorkshopDemand,
  type WorkshopInfo,
} from '@qifu/land-data-access';
import { isListingPublished } from '@qifu/land-rules';
import { useSession } from '@qifu/session';
import { AppLink, EmptyState, QueryBoundary, formatDate } from '@qifu/ui';
import { useState, type ReactNode } from 'react';

import {
  dealTypeLabel,
  demandDealLabel,
  formatArea,
  formatNumber,
  investAmount,
  landPrice,
  maskPhone,
  supplyModeLabel,
  workshopBudget,
  workshopPrice,
} from '../shared/format';
import { ListingPhoto } from '../shared/listing-photo';
import { LoginRequiredModal } from '@qifu/ui/prompts';
import { marketListHref } from '../shared/market-links';

/** Props of {@link LandDetailPage} and {@link WorkshopDetailPage}. */
export interface MarketDetailPageProps {
  /** The listing id from `?id=`; without it the page shows an empty state. */
  id: string | undefined;
  /** `demand` (`&type=demand`) for a demand; a supply listing otherwise. */
  type?: 'demand';
}

type Field = [label: string, value: ReactNode];

function FieldGrid({ fields }: { fields: Field[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={8} component="dl" m={0}>
      {fields.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {label}：
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

const dash = (value: string | null | undefined) => value ?? '—';
const published = (d: { publishTime: string | null }) => formatDate(d.publishTime, 'YYYY年MM月DD日');

function landInfoFields(d: LandInfo): Field[] {
  const [priceLabel, price] = landPrice(d);
  return [
    ['地块编号', dash(d.landNo)],
    ['所在镇街', dash(d.streetName)],
    ['地址', d.address],
    ['面积', formatArea(d.landArea, '亩')],
    ['用途', d.landUse],
    ['供地方式', supplyModeLabel(d.supplyMode)],
    [priceLabel, price],
    ['使用年限', d.useYears === null ? '—' : `${d.useYears} 年`],
    ['发布单位', d.ownerName],
    ['发布时间', published(d)],
    ['浏览次数', String(d.viewCount)],
  ];
}

function workshopInfoFields(d: WorkshopInfo): Field[] {
  const [priceLabel, price] = workshopPrice(d);
  return [
    ['所在镇街', dash(d.streetName)],
    ['地址', d.address],
    ['建筑面积', formatArea(d.buildingArea, '㎡')],
    ['楼层', dash(d.floor)],
    ['层高', d.floorHeight === null ? '—' : `${formatNumber(d.floorHeight)} 米`],
    ['承重', d.loadBearing === null ? '—' : `${formatNumber(d.loadBearing)} 千克/㎡`],
    ['交易方式', dealTypeLabel(d.dealType)],
    [priceLabel, price],
    ['业主', d.ownerName],
    ['发布时间', published(d)],
    ['浏览次数', String(d.viewCount)],
  ];
}

function landDemandFields(d: LandDemand): Field[] {
  return [
    ['需求企业', d.companyName],
    ['所属行业', dash(d.industry)],
    ['需求面积', formatArea(d.demandArea, '亩')],
    ['用途', d.landUse],
    ['供地方式', supplyModeLabel(d.supplyMode)],
    ['意向镇街', d.streetName ?? '不限'],
    ['计划投资', investAmount(d)],
    ['发布时间', published(d)],
    ['浏览次数', String(d.viewCount)],
  ];
}

function workshopDemandFields(d: WorkshopDemand): Field[] {
  return [
    ['需求企业', d.companyName],
    ['所属行业', dash(d.industry)],
    ['需求面积', formatArea(d.demandArea, '㎡')],
    ['交易方式', demandDealLabel(d.dealType)],
    ['意向镇街', d.streetName ?? '不限'],
    ['预算', workshopBudget(d)],
    ['发布时间', published(d)],
    ['浏览次数', String(d.viewCount)],
  ];
}

function fieldsOf(kind: ListingKind, d: ListingDetailOf[ListingKind]): Field[] {
  switch (kind) {
    case 'landInfo':
      return landInfoFields(d as LandInfo);
    case 'workshopInfo':
      return workshopInfoFields(d as WorkshopInfo);
    case 'landDemand':
      return landDemandFields(d as LandDemand);
    default:
      return workshopDemandFields(d as WorkshopDemand);
  }
}

/**
 * The contact block: 联系人 and the phone masked (138****2345) until 查看联系方式 — which shows the
 * number to a logged-in user and the 提示 / 请先登录 alert to a visitor (the server sends visitors
 * the masked number only).
 */
function ContactCard({ contactName, contactPhone }: { contactName: string; contactPhone: string }) {
  const { isLoggedIn } = useSession();
  const [shown, setShown] = useState(false);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const revealed = shown && isLoggedIn && !contactPhone.includes('*');
  return (
    <Paper withBorder p="md" radius="sm" bg="gray.0" component="section" aria-labelledby="listing-contact">
      <Stack gap="xs">
        <Title order={3} size="h5" id="listing-contact">
          联系方式
        </Title>
        <Text size="sm">联系人：{contactName}</Text>
        <Group gap="md">
          <Text size="sm">
            联系电话：
            {revealed ? (
              <Anchor href={`tel:${contactPhone}`} size="sm">
                {contactPhone}
              </Anchor>
            ) : (
              <span>{maskPhone(contactPhone)}</span>
            )}
          </Text>
          {revealed ? null : (
            <Button size="xs" variant="light" onClick={() => (isLoggedIn ? setShown(true) : setLoginPrompt(true))}>
              查看联系方式
            </Button>
          )}
        </Group>
      </Stack>
      <LoginRequiredModal opened={loginPrompt} onClose={() => setLoginPrompt(false)} />
    </Paper>
  );
}

function DetailContent({ kind, id }: { kind: ListingKind; id: string }) {
  const { data } = useListingDetail(kind, id);
  const supply = kind === 'landInfo' || kind === 'workshopInfo';
  const tone = kind.startsWith('land') ? 'land' : 'workshop';
  return (
    <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-labelledby="listing-title">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2" id="listing-title" lh={1.4}>
            {data.title}
          </Title>
          {!isListingPublished(data.status) ? (
            <Badge color="orange" variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
              {LISTING_STATUS_LABELS[data.status]}
            </Badge>
          ) : null}
        </Stack>
        {data.images.length > 0 || supply ? (
          <SimpleGrid cols={{ base: 1, sm: Math.min(Math.max(data.images.length, 1), 3) }} spacing="sm" aria-label="图片">
            {data.images.length > 0 ? (
              data.images.map((image, index) => (
                <ListingPhoto key={image.filePath} image={image} alt={`${data.title} 图片${index + 1}`} height={220} tone={tone} />
              ))
            ) : (
              <ListingPhoto image={undefined} alt={data.title} height={180} tone={tone} />
            )}
          </SimpleGrid>
        ) : null}
        <FieldGrid fields={fieldsOf(kind, data)} />
        <ContactCard contactName={data.contactName} contactPhone={data.contactPhone} />
        <Divider />
        <Stack gap="xs" component="section" aria-labelledby="listing-description">
          <Title order={3} size="h5" id="listing-description">
            详细说明
          </Title>
          {data.description ? (
            // The server sanitizes the description HTML before storing it.
            <TypographyStylesProvider>
              <div dangerouslySetInnerHTML={{ __html: data.description }} />
            </TypographyStylesProvider>
          ) : (
            <Text size="sm" c="dimmed">
              暂无说明
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

function DetailSkeleton() {
  return (
    <Paper withBorder p="xl" radius="sm" aria-busy="true" role="status" aria-label="加载中">
      <Stack gap="md">
        <Skeleton height={32} width="70%" />
        <Skeleton height={200} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    </Paper>
  );
}

function MarketDetail({ kind, id }: { kind: ListingKind; id: string | undefined }) {
  return (
    <Stack gap="md">
      <AppLink href={marketListHref(kind)} style={{ alignSelf: 'flex-start', color: 'var(--mantine-color-anchor)', fontSize: 'var(--mantine-font-size-sm)' }}>
        ← 返回列表
      </AppLink>
      {id ? (
        <QueryBoundary fallback={<DetailSkeleton />}>
          <DetailContent kind={kind} id={id} />
        </QueryBoundary>
      ) : (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      )}
    </Stack>
  );
}

/**
 * 土地详情, /page/sdmarketdetail1?id= (seeds 000 §2): every field of a land supply listing (or, with
 * `&type=demand`, of a land demand), its photos, the description, and the contact block (phone
 * masked until 查看联系方式; visitors get 请先登录), with a link back to the list. A listing that is
 * not published (or does not exist) shows the error state with the server's message and 重新加载.
 */
export function LandDetailPage({ id, type }: MarketDetailPageProps) {
  return <MarketDetail kind={type === 'demand' ? 'landDemand' : 'landInfo'} id={id} />;
}

/**
 * 厂房详情, /page/sdmarketdetail2?id= (seeds 000 §2): every field of a factory building (or, with
 * `&type=demand`, of a workshop demand), as {@link LandDetailPage}.
 */
export function WorkshopDetailPage({ id, type }: MarketDetailPageProps) {
  return <MarketDetail kind={type === 'demand' ? 'workshopDemand' : 'workshopInfo'} id={id} />;
}
