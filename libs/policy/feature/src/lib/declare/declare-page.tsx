import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

import { Alert, Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DynamicForm } from '@qifu/dynamic-form';
import { isDeclarationRejected } from '@qifu/policy-rules';
import {
  DECLARE_ATTACHMENT_LIMIT,
  DECLARE_STATUS_LABELS,
  declareActionAllowed,
  useProjectApply,
  useSaveProjectApply,
  type ApplyFormData,
  type DeclareSearch,
  type ProjectApplyForm,
} from '@qifu/policy-data-access';
import { sessionStore, tokenAtom, useUserInfo } from '@qifu/session';
import { EmptyState, PageTitle, QueryBoundary } from '@qifu/ui';
import { validateMobile, type FormData, type FormDataError } from '@qifu/validation';
import { FileUploader, UploadConfigProvider, focusFirstError, toUploadedValue, type UploadedFileValue } from '@qifu/widgets';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';

import { EnterpriseOnly } from '../calculator/enterprise-gate';
import { AppLink } from '@qifu/ui';
import { hotListHref, policyServerDeclareDetailHref, policyServerDetailHref } from '../policy-service-links';
import { AbandonConfirm } from './abandon-confirm';
import { declareServerErrors, type DeclareOwnField } from './declare-server-errors';
import { ProjectSummary } from './project-summary';

/** Props of {@link DeclarePage}: the URL search of /page/policyserverdeclare (`projectId`, `id?`, `type?`). */
export type DeclarePageProps = DeclareSearch;

/** Success notices show for 3 s (the documents give 5 s only for errors, seeds 000 §9). */
const NOTICE_MS = 3000;
/** 联系人 at most 20 characters (ProjectApplyForm.contactName maxLength). */
const CONTACT_NAME_MAX = 20;

const getToken = () => sessionStore.get(tokenAtom);

interface Contact {
  contactName: string;
  contactPhone: string;
}

type OwnErrors = Partial<Record<DeclareOwnField, string>>;

/** The checks of the page's own fields: 联系人 required (请输入联系人, ≤ 20), 联系电话 the mobile rule (手机号不能为空 / 手机号格式错误, seeds 000 §5). */
export function validateContact(contact: Contact): OwnErrors {
  const errors: OwnErrors = {};
  const name = contact.contactName.trim();
  if (!name) errors.contactName = '请输入联系人';
  else if ([...name].length > CONTACT_NAME_MAX) errors.contactName = `联系人不能超过${CONTACT_NAME_MAX}个字`;
  const phone = validateMobile(contact.contactPhone);
  if (phone) errors.contactPhone = phone;
  return errors;
}

const snapshot = (contact: Contact, files: readonly UploadedFileValue[]) =>
  JSON.stringify([contact.contactName.trim(), contact.contactPhone.trim(), files.map((f) => f.filePath)]);

function DeclareSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="加载中">
      <Skeleton height={120} radius="sm" />
      <Skeleton height={320} radius="sm" />
    </Stack>
  );
}

function DeclareForm({ projectId, id }: { projectId: string; id?: string }) {
  const { data } = useProjectApply(projectId);
  const { project, apply } = data;
  const router = useRouter();
  const user = useUserInfo();
  const containerRef = useRef<HTMLDivElement>(null);

  const [declareId, setDeclareId] = useState<string | undefined>(apply?.id ?? id);
  const [contact, setContact] = useState<Contact>(() => ({
    contactName: apply?.contactName ?? user?.name ?? '',
    contactPhone: apply?.contactPhone ?? '',
  }));
  const [attachments, setAttachments] = useState<UploadedFileValue[]>(() => (apply?.attachments ?? []).map((file) => toUploadedValue(file)));
  const [baseline, setBaseline] = useState(() => snapshot(contact, attachments));
  const [formDirty, setFormDirty] = useState(false);
  const [ownErrors, setOwnErrors] = useState<OwnErrors>({});
  const [serverErrors, setServerErrors] = useState<FormDataError[]>([]);
  const dirty = formDirty || snapshot(contact, attachments) !== baseline;

  // Leaving with unsaved answers asks first (seeds 000 §4 step 4, §8), also for the browser's back.
  const guard = useRef({ dirty, leaving: false });
  useEffect(() => {
    guard.current.dirty = dirty;
  }, [dirty]);
  const blocker = useBlocker({
    shouldBlockFn: () => guard.current.dirty && !guard.current.leaving,
    enableBeforeUnload: () => guard.current.dirty && !guard.current.leaving,
    withResolver: true,
  });

  const go = useCallback(
    (href: string) => {
      guard.current.leaving = true;
      void router.navigate({ href });
    },
    [router],
  );

  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: policyServerDetailHref(project.policyId) });
  };

  const save = useSaveProjectApply();
  const send = (saveType: '0' | '1', formData: FormData) => {
    const errors = validateContact(contact);
    setOwnErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstError(containerRef.current);
      return undefined;
    }
    setServerErrors([]);
    const body: ProjectApplyForm = {
      projectId: project.id,
      contactName: contact.contactName.trim(),
      contactPhone: contact.contactPhone.trim(),
      formData: formData as ApplyFormData,
      attachments: attachments.map((file) => ({ fileName: file.fileName, filePath: file.filePath })),
      saveType,
      ...(declareId ? { id: declareId } : {}),
    };
    return save.mutateAsync(body).then(
      (result) => {
        notifications.show({ color: 'green', message: result.msg || (saveType === '1' ? '提交成功' : '保存成功'), autoClose: NOTICE_MS });
        setDeclareId(result.data.id);
        setBaseline(snapshot(contact, attachments));
        if (saveType === '1') go(policyServerDeclareDetailHref(result.data.id));
      },
      (error: unknown) => {
        const sorted = declareServerErrors(error, project.template, formData, saveType === '0');
        if (sorted) {
          setServerErrors(sorted.form);
          if (Object.keys(sorted.own).length > 0) {
            setOwnErrors(sorted.own);
            focusFirstError(containerRef.current);
          }
        }
        throw error;
      },
    );
  };

  const editable = !apply || declareActionAllowed(apply.status, 'edit');
  const setField = (key: keyof Contact) => (value: string) => {
    setContact((current) => ({ ...current, [key]: value }));
    if (ownErrors[key]) setOwnErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <Stack gap="md" ref={containerRef}>
      <ProjectSummary
        project={project}
        actions={
          <Button variant="default" onClick={back}>
            返回
          </Button>
        }
      />
      {!editable && apply ? (
        <Alert color="blue" title={`已申报（${DECLARE_STATUS_LABELS[apply.status]}）`}>
          <Stack gap="xs" align="flex-start">
            <span>您已提交该项目的申报（申报编号 {apply.declareNo}），当前不能修改。</span>
            <Button component={AppLink} href={policyServerDeclareDetailHref(apply.id)} size="xs">
              查看申报详情
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {apply && isDeclarationRejected(apply.status) ? (
            <Alert color="red" title="审核驳回">
              审核意见：{apply.examineOpinion || '—'}。请修改后重新提交。
            </Alert>
          ) : null}
          {project.applyPhase !== '2' ? (
            <Alert color="yellow" title="当前不在申报时间内">
              可以先保存草稿，在申报时间内再提交申报。
            </Alert>
          ) : null}
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="declare-contact-title">
            <Stack gap="md">
              <Title order={3} fz="h4" id="declare-contact-title">
                联系信息
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="联系人"
                  required
                  maxLength={CONTACT_NAME_MAX}
                  value={contact.contactName}
                  error={ownErrors.contactName}
                  onChange={(event) => setField('contactName')(event.currentTarget.value)}
                />
                <TextInput
                  label="联系电话"
                  required
                  inputMode="numeric"
                  maxLength={11}
                  placeholder="请输入手机号"
                  value={contact.contactPhone}
                  error={ownErrors.contactPhone}
                  onChange={(event) => setField('contactPhone')(event.currentTarget.value)}
                />
              </SimpleGrid>
              <FileUploader
                label="申报材料"
                description={`最多上传${DECLARE_ATTACHMENT_LIMIT}个文件，每个不超过10M`}
                limit={DECLARE_ATTACHMENT_LIMIT}
                value={attachments}
                onChange={(files) => {
                  setAttachments(files);
                  if (ownErrors.attachments) setOwnErrors((current) => ({ ...current, attachments: undefined }));
                }}
                error={ownErrors.attachments}
              />
            </Stack>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="declare-form-title">
            <Stack gap="md">
              <Title order={3} fz="h4" id="declare-form-title">
                {project.template.title || '申报表'}
              </Title>
              <Divider />
              <DynamicForm
                template={project.template}
                initialValues={apply?.formData ?? null}
                onSubmit={(values) => send('1', values)}
                onSaveDraft={(values) => send('0', values)}
                submitLabel="提交申报"
                draftLabel="保存草稿"
                submitting={save.isPending}
                serverErrors={serverErrors}
                onDirtyChange={setFormDirty}
              />
            </Stack>
          </Paper>
        </>
      )}
      <AbandonConfirm
        opened={blocker.status === 'blocked'}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}

/**
 * The declaration form, /page/policyserverdeclare?projectId=&id=&type= (seeds 000 §2, §4, §5, §8;
 * issue 5): for a logged-in enterprise (others get the enterprise-login block) it loads the
 * project (`getProjectApply`) and shows its summary, then 联系人 / 联系电话 (手机号不能为空 /
 * 手机号格式错误), 申报材料 (up to 20 files of 10 MB) and the project's template rendered by
 * `DynamicForm`; 保存草稿 saves (`saveProjectApply` saveType 0; required fields may be empty) and
 * 提交申报 submits (saveType 1) and goes to the declaration detail. A refusal of the server (HTTP
 * 400) is shown on the field it names, which is scrolled into view. An existing declaration of the
 * enterprise to the project is continued (its answers prefilled; 审核驳回 shows the opinion); one
 * already submitted (待审核, 审核通过) is not editable and links to its detail. Leaving with unsaved
 * changes — the 返回 button, a link, the browser's back — asks 是否确定要放弃录入本次政策申报？
 * (确认退出 / 继续录入); closing the tab gets the browser's own prompt. `type` (entry type) is
 * accepted and not needed by the page itself.
 */
export function DeclarePage(props: DeclarePageProps) {
  // the page's one h1 in every state: visitor prompt, missing id, form (issue 14)
  return (
    <>
      <PageTitle title="政策申报" />
      <DeclarePageBody {...props} />
    </>
  );
}

function DeclarePageBody({ projectId, id }: DeclarePageProps) {
  if (!projectId) {
    return (
      <Paper withBorder>
        <EmptyState text="未找到该申报项目">
          <Group>
            <AppLink href={hotListHref()}>查看申报项目</AppLink>
          </Group>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <EnterpriseOnly>
      <UploadConfigProvider getToken={getToken}>
        <QueryBoundary fallback={<DeclareSkeleton />}>
          <DeclareForm key={projectId} projectId={projectId} {...(id ? { id } : {})} />
        </QueryBoundary>
      </UploadConfigProvider>
    </EnterpriseOnly>
  );
}
