import { notifications } from '@mantine/notifications';
import { createTestWrapper, render, screen, userEvent, waitFor } from '@qifu/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ExportButton } from './export-button';

describe('ExportButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    notifications.clean();
  });

  it('saves the exported file under the server name and says 导出成功', async () => {
    const created: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob.type);
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const blob = new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    render(<ExportButton onExport={() => Promise.resolve({ blob, fileName: '申报审核_2026-03-01.xlsx' })} />, {
      wrapper: createTestWrapper({ notifications: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出成功')).toBeInTheDocument();
    expect(clicked).toEqual(['申报审核_2026-03-01.xlsx']);
    expect(created).toEqual([blob.type]);
  });

  it('saves nothing when the export is refused', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    render(<ExportButton onExport={() => Promise.reject(new Error('导出数据超过10000条'))}>导出申报</ExportButton>, {
      wrapper: createTestWrapper({ notifications: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: '导出申报' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '导出申报' })).toBeEnabled());
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText('导出成功')).toBeNull();
  });
});
