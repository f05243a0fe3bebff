import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DynamicForm } from '@qifu/dynamic-form';
import { isDeclarationRejected } from '@qifu/policy-rules';
import {
  declareActionAllowed,
  projectApplyQuery,
  useMyDeclareDetail,
  useWithdrawMyDeclare,
  type Declare,
  type DeclareDetailSearch,
} from '@qifu/policy-data-access';
import { EmptyState, PageTitle, QueryBoundary } from '@qifu/ui';
import { ConfirmButton } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

import { EnterpriseOnly } from '../calculator/enterprise-gate';
import { AppLink } from '@qifu/ui';
import { formatDateTime } from '../calculator/format';
import { useDeclarationEntry } from '../declaration-entry/use-declaration-entry';
import { MY_DECLARE_PATH } from '../policy-service-links';
import { WITHDRAW_DECLARE_MESSAGE } from './declare-messages';
import { DeclareStatusBadge } from './declare-status-badge';
import { InfoField } from './project-summary';
import { DeclareAttachments, RawAnswers } from './declare-parts';

/** Props of {@link DeclareDetailPage}: the URL search of /page/policyserverdectail (`id`). */
export type DeclareDetailPageProps = DeclareDetailSearch;

/** Success notices show for 3 s (the documents give 5 s only for errors, seeds 000 §9). */
const NOTICE_MS = 3000;

/** The answers: the template's read-only form when the project's template loads, else the raw answers. */
function Answers({ declaration }: { declaration: Declare }) {
  const projectId = declaration.projectId;
  const context = useQuery({ ...projectApplyQuery(projectId ?? ''), enabled: projectId !== null });
  if (projectId !== null && context.isPending) return <Skeleton height={160} role="status" aria-label="加载中" />;
  const template = context.data?.project.template;
  if (template) return <DynamicForm template={template} initialValues={declaration.formData} readOnly onSubmit={() => undefined} />;
  return <RawAnswers formData={declaration.formData} />;
}

function DetailContent({ id }: { id: string }) {
  const { data: declaration } = useMyDeclareDetail(id);
  const entry = useDeclarationEntry();
  const withdraw = useWithdrawMyDeclare({
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: result.msg || '撤回成功', autoClose: NOTICE_MS });
    },
  });
  const { status, projectId } = declaration;
  const canEdit = declareActionAllowed(status, 'edit') && projectId !== null;
  const canWithdraw = declareActionAllowed(status, 'withdraw');

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="article" aria-labelledby="declare-detail-title">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Group gap="sm" align="center">
              <Title order={2} fz="h3" id="declare-detail-title">
                {declaration.projectName ?? declaration.policyTitle}
              </Title>
              <DeclareStatusBadge status={status} />
            </Group>
            <Group gap="xs">
              {canEdit && projectId ? (
                <Button
                  loading={entry.pendingProjectId === projectId}
                  onClick={() =>
                    void entry.startDeclaration({ policyId: declaration.policyId, projectId, entryType: '1', declareId: declaration.id })
                  }
                >
                  继续填写
                </Button>
              ) : null}
              {canWithdraw ? (
                <ConfirmButton color="orange" variant="outline" message={WITHDRAW_DECLARE_MESSAGE} onConfirm={() => withdraw.mutateAsync({ id: declaration.id })}>
                  撤回
                </ConfirmButton>
              ) : null}
              <Button component={AppLink} href={MY_DECLARE_PATH} variant="default">
                我的申报
              </Button>
            </Group>
          </Group>
          {isDeclarationRejected(status) ? (
            <Alert color="red" title="审核驳回">
              审核意见：{declaration.examineOpinion || '—'}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
            <InfoField label="申报编号">{declaration.declareNo}</InfoField>
            <InfoField label="申报项目">{declaration.projectName}</InfoField>
            <InfoField label="所属政策">{declaration.policyTitle}</InfoField>
            <InfoField label="申报企业">{declaration.companyName}</InfoField>
            <InfoField label="统一社会信用代码">{declaration.creditCode}</InfoField>
            <InfoField label="联系人">{declaration.contactName}</InfoField>
            <InfoField label="联系电话">{declaration.contactPhone}</InfoField>
            <InfoField label="创建时间">{formatDateTime(declaration.createTime)}</InfoField>
            <InfoField label="提交时间">{formatDateTime(declaration.submitTime)}</InfoField>
            <InfoField label="审核时间">{formatDateTime(declaration.examineTime)}</InfoField>
            <InfoField label="审核人">{declaration.examineUserName}</InfoField>
            {!isDeclarationRejected(status) ? <InfoField label="审核意见">{declaration.examineOpinion}</InfoField> : null}
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="declare-answers-title">
        <Stack gap="sm">
          <Title order={3} fz="h4" id="declare-answers-title">
            申报内容
          </Title>
          <Answers declaration={declaration} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="declare-files-title">
        <Stack gap="sm">
          <Title order={3} fz="h4" id="declare-files-title">
            申报材料
          </Title>
          <DeclareAttachments files={declaration.attachments} />
        </Stack>
      </Paper>
      {entry.dialogs}
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="加载中">
      <Skeleton height={200} radius="sm" />
      <Skeleton height={240} radius="sm" />
    </Stack>
  );
}

/**
 * A declaration of the caller's enterprise, /page/policyserverdectail?id= (seeds 000 §2; issue 5
 * "show the submitted declaration and its review state"): number, project, policy, company, contact,
 * the state (草稿 / 待审核 / 审核通过 / 审核驳回 / 已撤回), the created, submitted and examined times,
 * the reviewer and the opinion (highlighted when rejected), the answers in the template's read-only
 * form and the attachments as download links. Actions by the state table (`DECLARE_ACTIONS`):
 * 继续填写 for 草稿, 审核驳回 and 已撤回 (through the declaration entry flow with entry type 1) and
 * 撤回 for 待审核 (after confirmation). Enterprises only (others get the enterprise-login block).
 */
export function DeclareDetailPage(props: DeclareDetailPageProps) {
  // the page's one h1 in every state: visitor prompt, missing id, form (issue 14)
  return (
    <>
      <PageTitle title="申报详情" />
      <DeclareDetailPageBody {...props} />
    </>
  );
}

function DeclareDetailPageBody({ id }: DeclareDetailPageProps) {
  if (!id) {
    return (
      <Paper withBorder>
        <EmptyState text="未找到该申报">
          <AppLink href={MY_DECLARE_PATH}>返回我的申报</AppLink>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <EnterpriseOnly>
      <QueryBoundary fallback={<DetailSkeleton />}>
        <DetailContent id={id} />
      </QueryBoundary>
    </EnterpriseOnly>
  );
}
