import { Button, Select, Stack } from '@mantine/core';
import { Can } from '@qifu/session';
import {
  techDomainTreeQuery,
  techManageListQuery,
  useTechItemAction,
  type TechItemOf,
  type TechKind,
  type TechStatus,
  type TechWorkRow,
  type TechWorkScope,
} from '@qifu/tech-data-access';
import { TECH_STATUS_LABELS } from '@qifu/tech-rules';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import {
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  toSelectData,
  treeSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { TechItemViewModal, TechReviewModal } from './tech-item-dialogs';
import { TechItemFormModal } from './tech-item-form';
import { TECH_KIND_COLUMNS, TECH_KIND_PERMISSIONS, TECH_KIND_TEXT, techItemName, techRowActions } from './tech-kinds';

interface ItemFilters {
  keyword: string;
  domainId: string | null;
  status: TechStatus | null;
}

/** Props of {@link TechItemsPage}. */
export interface TechItemsPageProps {
  kind: TechKind;
  /** `staff`: the 科技服务 page (every item; review, putaway, takedown); `mine`: the caller's own items. */
  scope: TechWorkScope;
}

interface RowActionsProps {
  kind: TechKind;
  scope: TechWorkScope;
  row: TechWorkRow;
  feedback: MutationFeedback;
  onView: () => void;
  onEdit: () => void;
  onReview: () => void;
}

/** The row's buttons: 查看 always; the others as the state table allows and the user may (`<Can>`). */
function TechRowActions({ kind, scope, row, feedback, onView, onEdit, onReview }: RowActionsProps) {
  const perms = TECH_KIND_PERMISSIONS[kind];
  const noun = TECH_KIND_TEXT[kind].noun;
  const name = techItemName(kind, row);
  const commit = useTechItemAction(kind, 'commit', { onSuccess: feedback });
  const putaway = useTechItemAction(kind, 'putaway', { onSuccess: feedback });
  const takedown = useTechItemAction(kind, 'takedown', { onSuccess: feedback });
  const remove = useTechItemAction(kind, 'delete', { onSuccess: feedback });
  const allowed = techRowActions(row.status, scope);
  const has = (action: (typeof allowed)[number]) => allowed.includes(action);
  return (
    <>
      <RowButton onClick={onView}>查看</RowButton>
      {has('edit') ? (
        <Can permission={perms.save}>
          <RowButton onClick={onEdit}>编辑</RowButton>
        </Can>
      ) : null}
      {has('commit') ? (
        <Can permission={perms.commit}>
          <RowConfirmButton message={`确定要提交${noun}“${name}”审核吗？提交后审核完成前不能修改。`} onConfirm={() => commit.mutateAsync({ id: row.id })}>
            提交审核
          </RowConfirmButton>
        </Can>
      ) : null}
      {has('review') ? (
        <Can permission={perms.review}>
          <RowButton onClick={onReview}>审核</RowButton>
        </Can>
      ) : null}
      {has('putaway') ? (
        <Can permission={perms.putaway}>
          <RowConfirmButton color="green" message={`确定要上架${noun}“${name}”吗？上架后将在科技服务页面公开展示。`} onConfirm={() => putaway.mutateAsync({ id: row.id })}>
            上架
          </RowConfirmButton>
        </Can>
      ) : null}
      {has('takedown') ? (
        <Can permission={perms.takedown}>
          <RowConfirmButton color="orange" message={`确定要下架${noun}“${name}”吗？下架后不再公开展示。`} onConfirm={() => takedown.mutateAsync({ id: row.id })}>
            下架
          </RowConfirmButton>
        </Can>
      ) : null}
      {has('delete') ? (
        <Can permission={perms.delete}>
          <DeleteRowButton message={`确定要删除${noun}“${name}”吗？`} onConfirm={() => remove.mutateAsync({ id: row.id })} />
        </Can>
      ) : null}
    </>
  );
}

type OpenDialog = { type: 'view' | 'review'; row: TechWorkRow } | null;

/**
 * The management list of one item kind (seeds 001 §1, §4 "commit, review, putaway, take down"),
 * written once for 科技成果, 技术需求, 专家库, 研究院所 (`scope` staff) and 我的科技成果, 我的技术需求,
 * 我的专家信息, 我的研究院所 (`scope` mine; the server lists only the caller's items): search by
 * name, 技术领域 (with its sub-domains) and 状态; the paged table with the state label; 新增 / 编辑
 * in a dialog; 查看; and only the row actions the state table (`@qifu/tech-rules`) allows in the
 * row's state and the user's permissions grant — 提交审核, 审核, 上架, 下架 and 删除, each after
 * confirmation (审核 in its own dialog).
 */
export function TechItemsPage({ kind, scope }: TechItemsPageProps) {
  const filters = useFilters<ItemFilters>({ keyword: '', domainId: null, status: null });
  const editor = useEditDialog<TechWorkRow>();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const feedback = useMutationFeedback();
  const domains = useQuery(techDomainTreeQuery());
  const text = TECH_KIND_TEXT[kind];
  const perms = TECH_KIND_PERMISSIONS[kind];
  const query = useCallback(
    ({ page, pageSize, keyword, domainId, status }: PagedTableParams<Partial<ItemFilters>>) =>
      techManageListQuery(kind, scope, { page, pageSize, keyword, domainId: domainId ?? undefined, status: status ?? undefined }),
    [kind, scope],
  );

  return (
    <Stack gap="sm">
      <FilteredPagedTable<TechItemOf[TechKind], ItemFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label={text.nameLabel} placeholder={text.nameLabel} {...filters.field('keyword')} />
            <Select
              label="技术领域"
              placeholder="全部"
              data={treeSelectData(domains.data ?? [], (node) => node.label)}
              searchable
              clearable
              w={200}
              {...filters.field('domainId')}
            />
            <Select
              label="状态"
              placeholder="全部"
              data={toSelectData(TECH_STATUS_LABELS)}
              clearable
              w={130}
              {...filters.field('status')}
              onChange={(value) => filters.set('status', value as TechStatus | null)}
            />
          </>
        }
        query={query}
        columns={TECH_KIND_COLUMNS[kind] as TableColumn<TechItemOf[TechKind]>[]}
        showIndex
        aria-label={text.table}
        rowActionsWidth={scope === 'staff' ? 260 : 220}
        toolbar={
          <Can permission={perms.save}>
            <Button onClick={editor.openNew}>{text.create}</Button>
          </Can>
        }
        rowActions={(row) => (
          <TechRowActions
            kind={kind}
            scope={scope}
            row={row}
            feedback={feedback}
            onView={() => setDialog({ type: 'view', row })}
            onEdit={() => editor.openEdit(row)}
            onReview={() => setDialog({ type: 'review', row })}
          />
        )}
      />
      {editor.opened ? <TechItemFormModal kind={kind} row={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {dialog?.type === 'view' ? <TechItemViewModal kind={kind} row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.type === 'review' ? <TechReviewModal kind={kind} row={dialog.row} onClose={() => setDialog(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}

/** 科技成果 (/work/tech/achievement): every achievement; commit, review, putaway, take down. */
export function TechAchievementPage() {
  return <TechItemsPage kind="achievement" scope="staff" />;
}

/** 技术需求 (/work/tech/requirement). */
export function TechRequirementPage() {
  return <TechItemsPage kind="requirement" scope="staff" />;
}

/** 专家库 (/work/tech/expert). */
export function TechExpertPage() {
  return <TechItemsPage kind="expert" scope="staff" />;
}

/** 研究院所 (/work/tech/institute). */
export function TechInstitutePage() {
  return <TechItemsPage kind="institute" scope="staff" />;
}

/** 我的科技成果 (/work/my/techAchievement): the caller's own achievements; save, commit, delete. */
export function MyTechAchievementPage() {
  return <TechItemsPage kind="achievement" scope="mine" />;
}

/** 我的技术需求 (/work/my/techRequirement). */
export function MyTechRequirementPage() {
  return <TechItemsPage kind="requirement" scope="mine" />;
}

/** 我的专家信息 (/work/my/techExpert). */
export function MyTechExpertPage() {
  return <TechItemsPage kind="expert" scope="mine" />;
}

/** 我的研究院所 (/work/my/techInstitute). */
export function MyTechInstitutePage() {
  return <TechItemsPage kind="institute" scope="mine" />;
}
