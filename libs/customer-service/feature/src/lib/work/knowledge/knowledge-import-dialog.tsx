import { downloadKnowledgeTemplate, useCheckKnowledgeImport, useImportKnowledge } from '@qifu/customer-service-data-access';
import { ExcelImportDialog, type MutationFeedback } from '@qifu/widgets';

/** Props of {@link KnowledgeImportDialog}. */
export interface KnowledgeImportDialogProps {
  onClose: () => void;
  /** After the import: the notice (the server's 导入完成 with the counts). */
  onImported: MutationFeedback;
}

/**
 * 导入知识 (issue 12 Part B "import from a spreadsheet through the import card"; seeds 001 §2
 * import upload card types 1–4, §5): the shared {@link ExcelImportDialog} — 下载导入模板
 * (知识库导入模板.xlsx: 问题, 答复), 上传文件 (one .xls/.xlsx ≤ 10 MB, sent itself to the import's
 * check), a changed or removed header column refused under the card, the importable /
 * non-importable counts with the reasons by row; 确认导入 imports the importable rows (they answer
 * the smart chat at once).
 */
export function KnowledgeImportDialog({ onClose, onImported }: KnowledgeImportDialogProps) {
  const check = useCheckKnowledgeImport();
  const importing = useImportKnowledge({
    onSuccess: async ({ data, msg }) => {
      await onImported({
        msg: `${msg || '导入完成'}：已导入${data.successCount}条，不可导入${data.failCount}条`,
      });
      onClose();
    },
  });
  return (
    <ExcelImportDialog
      title="导入知识"
      download={downloadKnowledgeTemplate}
      templateDescription="模板列：问题、答复；表头名称不能修改或删除"
      check={async (file) => (await check.mutateAsync({ file })).data}
      confirm={(file) => importing.mutate({ file })}
      importing={importing.isPending}
      onClose={onClose}
    />
  );
}
