import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useReplenishInfo, type MatchSituation } from '@qifu/policy-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { useState } from 'react';

import { calculatorListHref } from '../policy-service-links';
import { EnterpriseOnly, type EnterpriseLoginBlockProps } from './enterprise-gate';
import { FactsSummary } from './facts-summary';
import { AppLink } from '@qifu/ui';
import { ReplenishForm } from './replenish-form';
import { ReplenishResult } from './replenish-result';

/** Props of {@link CalculatorReplenishPage}. */
export interface CalculatorReplenishPageProps extends EnterpriseLoginBlockProps {
  /** Called with the new match situation after a save (the page already shows it). */
  onSaved?: (situation: MatchSituation) => void;
}

function Replenish({ onSaved }: Pick<CalculatorReplenishPageProps, 'onSaved'>) {
  const info = useReplenishInfo();
  const [saved, setSaved] = useState<MatchSituation | null>(null);
  if (info.isPending) return <ListSkeleton rows={3} rowHeight={56} />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  const { facts, missingData, wholeInfo } = info.data;
  return (
    <Stack gap="lg">
      {saved ? <ReplenishResult situation={saved} /> : null}
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="待补充信息">
        <Text component="h3" fz="h4" fw={600} m={0}>
          待补充信息
        </Text>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          补充以下数据后系统将立即重新匹配，数据将保存到企业档案（企业自报）。
        </Text>
        {wholeInfo || missingData.length === 0 ? (
          <Alert color="green" variant="light" title="企业信息已完整">
            <Text size="sm">
              当前申报项目所需的数据均已具备。
              <Anchor component={AppLink} href={calculatorListHref()} size="sm" ml={6}>
                返回政策计算器
              </Anchor>
            </Text>
          </Alert>
        ) : (
          <ReplenishForm
            missing={missingData}
            onSaved={(situation) => {
              setSaved(situation);
              onSaved?.(situation);
            }}
          />
        )}
      </Paper>
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="已有信息">
        <Text component="h3" fz="h4" fw={600} m={0} mb="md">
          已有信息
        </Text>
        <FactsSummary facts={facts} />
      </Paper>
    </Stack>
  );
}

/**
 * 去完善信息 of the policy calculator, /page/policyserver/calculator/replenish (seeds 000 §2; issue 5
 * acceptance 1): a form of the data the matching still misses (labels from `missingData`, one
 * input per MatchFacts type, the number of projects each affects), the facts already known, and
 * 保存 → `saveReplenish` → 保存成功 with the new counts; every match query is refreshed at once.
 * Enterprise only.
 */
export function CalculatorReplenishPage({ onSaved, onLogin, onCancel }: CalculatorReplenishPageProps) {
  return (
    <EnterpriseOnly onLogin={onLogin} onCancel={onCancel}>
      <Replenish onSaved={onSaved} />
    </EnterpriseOnly>
  );
}
