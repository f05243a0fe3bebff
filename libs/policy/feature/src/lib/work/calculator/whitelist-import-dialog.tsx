import { downloadWhitelistTemplateFile, useCheckWhitelistImport, useImportWhitelist, type PolicyCalculatorItem } from '@qifu/policy-data-access';
import { ExcelImportDialog, type MutationFeedback } from '@qifu/widgets';

/**
 * 导入白名单 of a calculator (seeds 001 §2 import upload card, §5; §7 exportEntWhitelistTemplate):
 * the shared {@link ExcelImportDialog} — 下载导入模板 (企业白名单导入模板.xlsx: 企业名称, 统一社会信用代码),
 * 上传文件 (sent itself to the import's check; a changed header row is refused under the card with the
 * import core's message), the importable and non-importable counts and the reasons by row; 确认导入
 * replaces the whitelist.
 */
export function WhitelistImportDialog({
  calculator,
  onClose,
  onImported,
}: {
  calculator: PolicyCalculatorItem;
  onClose: () => void;
  onImported: MutationFeedback;
}) {
  const check = useCheckWhitelistImport();
  const importing = useImportWhitelist({
    onSuccess: async ({ data, msg }) => {
      await onImported({
        msg: `${msg || '导入完成'}：已导入${data.successCount}家企业，不可导入${data.failCount}条`,
      });
      onClose();
    },
  });
  return (
    <ExcelImportDialog
      title={`导入白名单：${calculator.calculatorName}`}
      download={downloadWhitelistTemplateFile}
      templateDescription="模板列：企业名称、统一社会信用代码；表头名称不能修改或删除"
      check={async (file) => (await check.mutateAsync({ id: calculator.id, file })).data}
      confirm={(file) => importing.mutate({ id: calculator.id, file })}
      importing={importing.isPending}
      note="导入后白名单将被替换为文件中的企业。"
      onClose={onClose}
    />
  );
}
