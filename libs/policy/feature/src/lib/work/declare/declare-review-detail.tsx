import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Skeleton.css';

import { Alert, Button, Divider, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormAnswers } from '@qifu/dynamic-form';
import { useDeclareReviewDetail, useProjectApplyDetail, type DeclareReviewDetail } from '@qifu/policy-data-access';
import { isDeclarationRejected } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { formatDate } from '@qifu/ui';

import { DeclareStatusBadge } from '../../declare/declare-status-badge';
import { InfoField } from '../../declare/project-summary';
import { DeclareAttachments, RawAnswers } from '../../declare/declare-parts';
import { examineResultsFor } from './declare-examine-dialog';
import { ExamineHistory } from './examine-history';

const TIME = 'YYYY-MM-DD HH:mm';

/** The answers: the project's template read-only, or the raw answers when the project has none. */
function Answers({ declaration }: { declaration: DeclareReviewDetail }) {
  if (declaration.template) return <FormAnswers template={declaration.template} values={declaration.formData} />;
  return <RawAnswers formData={declaration.formData} />;
}

function DetailBody({ declaration, onExamine, via }: { declaration: DeclareReviewDetail; onExamine: (d: DeclareReviewDetail) => void; via: 'dec' | 'gov' }) {
  const examinable = examineResultsFor(declaration.status).length > 0;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={3} fz="h4">
          {declaration.projectName ?? declaration.policyTitle}
        </Title>
        <DeclareStatusBadge status={declaration.status} />
      </Group>
      {isDeclarationRejected(declaration.status) ? (
        <Alert color="red" title="审核驳回">
          审核意见：{declaration.examineOpinion || '—'}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <InfoField label="申报编号">{declaration.declareNo}</InfoField>
        <InfoField label="所属政策">{declaration.policyTitle}</InfoField>
        <InfoField label="申报企业">{declaration.companyName}</InfoField>
        <InfoField label="统一社会信用代码">{declaration.creditCode}</InfoField>
        <InfoField label="联系人">{declaration.contactName}</InfoField>
        <InfoField label="联系电话">{declaration.contactPhone}</InfoField>
        <InfoField label="提交时间">{formatDate(declaration.submitTime, TIME)}</InfoField>
        <InfoField label="审核时间">{formatDate(declaration.examineTime, TIME)}</InfoField>
        <InfoField label="审核人">{declaration.examineUserName}</InfoField>
        {!isDeclarationRejected(declaration.status) ? <InfoField label="审核意见">{declaration.examineOpinion}</InfoField> : null}
      </SimpleGrid>
      <Divider label="申报内容" labelPosition="left" />
      <Answers declaration={declaration} />
      <Divider label="申报材料" labelPosition="left" />
      <DeclareAttachments files={declaration.attachments} />
      {via === 'gov' ? (
        <>
          <Divider label="审核记录" labelPosition="left" />
          <ExamineHistory declareId={declaration.id} />
        </>
      ) : null}
      {examinable ? (
        <Can permission={via === 'gov' ? PERM.policyApplyExamine : PERM.decDeclareExamine}>
          <Group justify="flex-end">
            <Button onClick={() => onExamine(declaration)}>审核</Button>
          </Group>
        </Can>
      ) : null}
    </Stack>
  );
}

/** Props of {@link DeclareReviewDetailModal}. */
export interface DeclareReviewDetailModalProps {
  /** The declaration shown. */
  id: string;
  onClose: () => void;
  /** 审核 was pressed (shown only when the state table allows an examination and the caller holds dec:declare:examine). */
  onExamine: (declaration: DeclareReviewDetail) => void;
  /** `dec` 申报审核 (`getDeclareDetail`, default) or `gov` 项目申报审核 (`getGovProjectApplyDetail`, with the history). */
  via?: 'dec' | 'gov';
}

/**
 * 申报详情 of 申报审核 (seeds 001 §7 /dec/declare/*; issue 12): a submitted declaration as `getDeclareDetail`
 * answers it — number, policy, company, contact, state, times, examiner and opinion (highlighted when
 * 审核驳回), the answers in the project template's read-only form (`FormAnswers` of `@qifu/dynamic-form`)
 * and the files as download links; 审核 when the `DeclareStatus` table allows it.
 */
export function DeclareReviewDetailModal({ id, onClose, onExamine, via = 'dec' }: DeclareReviewDetailModalProps) {
  const viaDec = useDeclareReviewDetail(via === 'dec' ? id : undefined);
  const viaGov = useProjectApplyDetail(via === 'gov' ? id : undefined);
  const detail = via === 'gov' ? viaGov : viaDec;
  return (
    <Modal opened onClose={onClose} title="申报详情" size="xl" centered>
      {detail.data ? (
        <DetailBody declaration={detail.data} onExamine={onExamine} via={via} />
      ) : detail.isError ? (
        <Text size="sm" c="red">
          申报详情加载失败
        </Text>
      ) : (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="加载中">
          <Skeleton height={120} />
          <Skeleton height={160} />
        </Stack>
      )}
    </Modal>
  );
}
