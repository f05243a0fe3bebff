import { Alert, Anchor, Text } from '@mantine/core';
import { type MatchSituation } from '@qifu/policy-data-access';

import { calculatorListHref } from '../policy-service-links';
import { formatYuan } from './format';
import { AppLink } from '@qifu/ui';

/** The outcome of a save on the replenish pages: 保存成功 and the new counts after the matching re-ran. */
export function ReplenishResult({ situation, showListLink = true }: { situation: MatchSituation; showListLink?: boolean }) {
  return (
    <Alert color="green" variant="light" title="保存成功，已重新匹配" role="status" data-testid="replenish-result">
      <Text size="sm">
        匹配 {situation.matchedCount} 个、部分匹配 {situation.partlyMatchedCount} 个、不匹配 {situation.notMatchedCount} 个，预计可获扶持金额{' '}
        {formatYuan(situation.estimatedAmount)}。
        {showListLink ? (
          <Anchor component={AppLink} href={calculatorListHref()} size="sm" ml={6}>
            查看匹配结果
          </Anchor>
        ) : null}
      </Text>
    </Alert>
  );
}
