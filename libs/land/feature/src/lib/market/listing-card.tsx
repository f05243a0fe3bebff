import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type LandDemandItem,
  type LandInfoItem,
  type ListingItemOf,
  type ListingKind,
  type WorkshopDemandItem,
  type WorkshopInfoItem,
} from '@qifu/land-data-access';
import { AppLink, formatDate } from '@qifu/ui';
import { type ReactNode } from 'react';

import {
  dealTypeLabel,
  demandDealLabel,
  formatArea,
  investAmount,
  landPrice,
  supplyModeLabel,
  workshopBudget,
  workshopPrice,
} from '../shared/format';
import { ListingPhoto } from '../shared/listing-photo';
import { listingDetailHref } from '../shared/market-links';

/** Props of {@link ListingCard}: one listing of a kind. */
export type ListingCardProps = { [K in ListingKind]: { kind: K; item: ListingItemOf[K] } }[ListingKind];

/** The facts line of a card: label and value pairs. */
function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Group gap="md" wrap="wrap">
      {facts.map(([label, value]) => (
        <Text key={label} size="sm" c="dimmed" span>
          {label}：
          <Text span c="dark.6" fw={500}>
            {value}
          </Text>
        </Text>
      ))}
    </Group>
  );
}

function badgesOf(props: ListingCardProps): string[] {
  switch (props.kind) {
    case 'landInfo':
      return [supplyModeLabel(props.item.supplyMode), props.item.landUse];
    case 'landDemand':
      return ['用地需求', props.item.landUse, supplyModeLabel(props.item.supplyMode)];
    case 'workshopInfo':
      return [dealTypeLabel(props.item.dealType)];
    default:
      return ['厂房需求', demandDealLabel(props.item.dealType)];
  }
}

function landInfoFacts(item: LandInfoItem): [string, ReactNode][] {
  const [priceLabel, price] = landPrice(item);
  return [
    ['面积', formatArea(item.landArea, '亩')],
    [priceLabel, price],
    ['发布单位', item.ownerName],
  ];
}

function workshopInfoFacts(item: WorkshopInfoItem): [string, ReactNode][] {
  const [priceLabel, price] = workshopPrice(item);
  return [
    ['建筑面积', formatArea(item.buildingArea, '㎡')],
    [priceLabel, price],
    ...(item.floor ? ([['楼层', item.floor]] as [string, ReactNode][]) : []),
  ];
}

function landDemandFacts(item: LandDemandItem): [string, ReactNode][] {
  return [
    ['需求企业', item.companyName],
    ['需求面积', formatArea(item.demandArea, '亩')],
    ['计划投资', investAmount(item)],
  ];
}

function workshopDemandFacts(item: WorkshopDemandItem): [string, ReactNode][] {
  return [
    ['需求企业', item.companyName],
    ['需求面积', formatArea(item.demandArea, '㎡')],
    ['预算', workshopBudget(item)],
  ];
}

function factsOf(props: ListingCardProps): [string, ReactNode][] {
  switch (props.kind) {
    case 'landInfo':
      return landInfoFacts(props.item);
    case 'landDemand':
      return landDemandFacts(props.item);
    case 'workshopInfo':
      return workshopInfoFacts(props.item);
    default:
      return workshopDemandFacts(props.item);
  }
}

function placeOf(props: ListingCardProps): string {
  const town = props.item.streetName ?? '';
  if (props.kind === 'landInfo' || props.kind === 'workshopInfo') return [town, props.item.address].filter(Boolean).join(' · ');
  return town ? `意向镇街：${town}` : '意向镇街：不限';
}

/**
 * One listing of the market list (seeds 000 §2 sdmarket): photo (supply listings), title linking to
 * its detail page (the link's name is the title), mode/use badges, town and address, area, price
 * or budget, publish date and views.
 */
export function ListingCard(props: ListingCardProps) {
  const { kind, item } = props;
  const titleId = `listing-${item.id}`;
  const supply = kind === 'landInfo' || kind === 'workshopInfo';
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="listing-card">
      <Stack gap="sm">
        {supply ? <ListingPhoto image={item.images[0]} alt={item.title} height={150} tone={kind === 'landInfo' ? 'land' : 'workshop'} /> : null}
        <Title order={3} size="h5" id={titleId} lineClamp={2} lh={1.5}>
          <AppLink href={listingDetailHref(kind, item.id)} style={{ color: 'inherit', textDecoration: 'none' }}>
            {item.title}
          </AppLink>
        </Title>
        <Group gap={6}>
          {badgesOf(props).map((badge) => (
            <Badge key={badge} variant="light" radius="sm" color={kind.startsWith('land') ? 'teal' : 'blue'}>
              {badge}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {placeOf(props)}
        </Text>
        <Facts facts={factsOf(props)} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            发布时间：{formatDate(item.publishTime, 'YYYY年MM月DD日') || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            浏览 {item.viewCount} 次
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
