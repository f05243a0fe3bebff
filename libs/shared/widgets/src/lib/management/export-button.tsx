import '@mantine/core/styles/Button.css';

import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';

import { saveBlob } from '../import-upload-card/save-blob';
import { SUCCESS_DURATION_MS } from './mutation-feedback';

/** Props of {@link ExportButton}. */
export interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /**
   * Fetches the file with the caller's token (a data-access export function, e.g.
   * `() => exportDeclareFile(filters.applied)`): the server's one export core writes the `.xlsx` from
   * the list query with the same filters and data rule. A rejection (the API client has shown the
   * server's message, e.g. 导出数据超过10000条…) saves nothing.
   */
  onExport: () => Promise<{ blob: Blob; fileName: string }>;
  /** Button text; default 导出. */
  children?: ReactNode;
  /** Notice after the file was handed to the browser; default 导出成功. */
  successMessage?: string;
}

/**
 * The 导出 button of a management list (issue 12 "export where the menu has an export button (Excel
 * through exceljs on the server)"): runs `onExport` (loading meanwhile, so a second click cannot start
 * a second export), saves the file under the server's name and shows 导出成功. Wrap it in
 * `<Can permission={PERM.xExport}>`.
 */
export function ExportButton({ onExport, children = '导出', successMessage = '导出成功', variant = 'default', ...props }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await onExport();
      saveBlob(blob, fileName);
      notifications.show({ color: 'green', message: successMessage, autoClose: SUCCESS_DURATION_MS });
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} {...props} loading={busy} onClick={() => void run()}>
      {children}
    </Button>
  );
}
