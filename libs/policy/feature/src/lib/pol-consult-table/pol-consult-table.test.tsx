import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, render, screen, setupMsw } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MyPolConsultTable, PolConsultTable } from './lazy-tables';

const ITEM = {
  id: '5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c',
  polInfoId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  consultContent: '能否申报技改补助？',
  userName: '张伟',
  companyName: '德清县恒达新材料有限公司',
  createTime: '2026-11-20T06:30:00.000Z',
  status: '0',
  reply: null,
};

const staffQueries: URLSearchParams[] = [];
const server = setupMsw(
  http.get(apiUrl('/pol/consult/view'), ({ request }) => {
    staffQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [], total: 0 }));
  }),
  http.get(apiUrl('/pol/my/getPolConsult'), () => HttpResponse.json(okEnvelope({ list: [ITEM], total: 1 }))),
);

describe('PolConsultTable', () => {
  it('shows 没有你想要的数据 when the server has no consultation', async () => {
    render(<PolConsultTable />);
    expect(await screen.findByText('没有你想要的数据', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(staffQueries[0]?.get('page')).toBe('1');
    expect(staffQueries[0]?.get('pageSize')).toBe('10');
  });

  it('lists the staff view with consultant and company', async () => {
    server.use(http.get(apiUrl('/pol/consult/view'), () => HttpResponse.json(okEnvelope({ list: [ITEM], total: 1 }))));
    render(<PolConsultTable />);
    expect(await screen.findByText(ITEM.consultContent, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('张伟')).toBeInTheDocument();
    expect(screen.getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(screen.getByText('待答复')).toBeInTheDocument();
  });
});

describe('MyPolConsultTable', () => {
  it('lists the caller’s own consultations', async () => {
    render(<MyPolConsultTable />);
    expect(await screen.findByText(ITEM.policyTitle, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('待答复')).toBeInTheDocument();
  });
});
