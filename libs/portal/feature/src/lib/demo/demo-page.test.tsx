import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { DemoPage } from './demo-page';

setupMsw(
  http.get(apiUrl('/sys/dict/getDict'), () =>
    HttpResponse.json(
      okEnvelope({
        supportMode: [
          { label: '全部', value: '' },
          { label: '资金补助', value: '1' },
          { label: '税收优惠', value: '2' },
        ],
        industry: [{ label: '制造业', value: 'C' }],
      }),
    ),
  ),
  http.get(apiUrl('/sys/basicDataConfig/getServiceCategoryCascade'), () =>
    HttpResponse.json(
      okEnvelope([{ label: '企业服务', value: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b01', children: [{ label: '用地用房', value: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b02', children: [] }] }]),
    ),
  ),
  http.get(apiUrl('/sys/region/children'), () => HttpResponse.json(okEnvelope([{ code: '3305', name: '湖州市' }]))),
);

afterEach(() => clearSession());

describe('DemoPage (/demo)', { timeout: 60_000 }, () => {
  it('fills the dictionary select from getDict without 全部, and shows the chosen value', async () => {
    const user = userEvent.setup();
    render(<DemoPage />, { wrapper: createTestWrapper({ path: '/demo' }) });
    await user.click(await screen.findByRole('textbox', { name: '支持方式' }));
    expect(await screen.findByRole('option', { name: '资金补助' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '全部' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '税收优惠' }));
    expect(screen.getByTestId('value-字典选项')).toHaveTextContent('"supportMode":"2"');
  });

  it('refuses a service category with children (请选择最小分类。) and takes a leaf with its path', async () => {
    const user = userEvent.setup();
    render(<DemoPage />, { wrapper: createTestWrapper({ path: '/demo' }) });
    await user.click(await screen.findByRole('button', { name: '服务类别' }));
    await user.click(await screen.findByText('企业服务'));
    expect(screen.getByText('请选择最小分类。')).toBeInTheDocument();
    await user.click(await screen.findByText('用地用房'));
    expect(screen.getByTestId('value-树形选择')).toHaveTextContent('企业服务 / 用地用房');
  });

  it('keeps the uploaders disabled for a visitor and says that uploading needs a login', async () => {
    render(<DemoPage />, { wrapper: createTestWrapper({ path: '/demo' }) });
    expect(await screen.findByText(/上传需要登录/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传文件' })).toBeDisabled();
  });
});
