import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useMatchSituation, useReplenishInfo, type MatchSituation } from '@qifu/policy-data-access';
import { PageTitle, ErrorState, ListSkeleton } from '@qifu/ui';
import { useState } from 'react';

import { policyServerDeclareHref, policyServerDetailHref } from '../policy-service-links';
import { EnterpriseOnly, type EnterpriseLoginBlockProps } from './enterprise-gate';
import { FactsSummary } from './facts-summary';
import { AppLink } from '@qifu/ui';
import { ReplenishForm } from './replenish-form';
import { ReplenishResult } from './replenish-result';

/** Props of {@link PolicyServerReplenishPage}. */
export interface PolicyServerReplenishPageProps extends EnterpriseLoginBlockProps {
  /** The policy whose projects' missing data is asked for (`?policyId=`); all projects without it. */
  policyId?: string;
  /** The project to declare afterwards (`?projectId=`). */
  projectId?: string;
  /** 去申报; without it the button links to `/page/policyserverdeclare?projectId=…`. */
  onDeclare?: (projectId: string) => void;
}

function DeclareAction({ policyId, projectId, onDeclare, primary }: Omit<PolicyServerReplenishPageProps, 'onLogin' | 'onCancel'> & { primary: boolean }) {
  const variant = primary ? 'filled' : 'outline';
  if (projectId && onDeclare) {
    return (
      <Button variant={variant} onClick={() => onDeclare(projectId)}>
        去申报
      </Button>
    );
  }
  if (projectId) {
    return (
      <Button variant={variant} component={AppLink} href={policyServerDeclareHref(projectId)}>
        去申报
      </Button>
    );
  }
  if (policyId) {
    return (
      <Button variant="default" component={AppLink} href={policyServerDetailHref(policyId)}>
        返回政策详情
      </Button>
    );
  }
  return null;
}

function Replenish(props: Omit<PolicyServerReplenishPageProps, 'onLogin' | 'onCancel'>) {
  const situation = useMatchSituation(props.policyId);
  const info = useReplenishInfo();
  const [saved, setSaved] = useState<MatchSituation | null>(null);
  if (situation.isPending || info.isPending) return <ListSkeleton rows={3} rowHeight={56} />;
  if (situation.isError) return <ErrorState error={situation.error} onRetry={() => void situation.refetch()} />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  const missing = situation.data.missingData;
  const whole = situation.data.wholeInfo || missing.length === 0;
  return (
    <Stack gap="lg">
      {saved ? <ReplenishResult situation={saved} showListLink={false} /> : null}
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="待补充信息">
        <Text component="h3" fz="h4" fw={600} m={0}>
          待补充信息
        </Text>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          该政策的申报项目需要以下数据判断是否符合条件，补充后将立即重新匹配；也可以直接去申报。
        </Text>
        {whole ? (
          <Stack gap="md">
            <Alert color="green" variant="light" title="企业信息已完整">
              <Text size="sm">该政策申报项目所需的数据均已具备，可以直接申报。</Text>
            </Alert>
            <div>
              <DeclareAction {...props} primary />
            </div>
          </Stack>
        ) : (
          <ReplenishForm missing={missing} onSaved={setSaved} actions={<DeclareAction {...props} primary={false} />} />
        )}
      </Paper>
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="已有信息">
        <Text component="h3" fz="h4" fw={600} m={0} mb="md">
          已有信息
        </Text>
        <FactsSummary facts={info.data.facts} />
      </Paper>
    </Stack>
  );
}

/**
 * 完善信息 of the declaration entry flow, /page/policyserverreplenish?policyId=&projectId= (seeds 000
 * §2, §4 "go complete info"): the replenish form for the data that policy's projects miss
 * (`matchSituation` with policyId), the facts already known, then 去申报 to the declaration page
 * of `projectId`. Enterprise only.
 */
export function PolicyServerReplenishPage({ onLogin, onCancel, ...props }: PolicyServerReplenishPageProps) {
  return (
    <Stack gap="lg">
      <PageTitle
        title="完善企业信息"
        description="完善信息可提高政策匹配的准确性"
        actions={
          props.policyId ? (
            <Anchor component={AppLink} href={policyServerDetailHref(props.policyId)} size="sm">
              查看政策详情
            </Anchor>
          ) : undefined
        }
      />
      <EnterpriseOnly onLogin={onLogin} onCancel={onCancel}>
        <Replenish {...props} />
      </EnterpriseOnly>
    </Stack>
  );
}
