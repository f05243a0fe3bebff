import { apiUrl, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { GovStaffSelect } from './gov-staff-select';

const queries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/sys/user/selectGovEmp'), ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      success: true,
      code: 'OK',
      msg: '操作成功',
      data: {
        list: [
          {
            id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
            employeeName: '王强',
            govEmpPosJob: '科长',
            organizationName: '德清县经济和信息化局',
            officeId: '5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c',
          },
          { id: '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', employeeName: '李敏', govEmpPosJob: null, organizationName: '武康街道' },
        ],
        total: 2,
      },
    });
  }),
);

describe('GovStaffSelect', { timeout: 20_000 }, () => {
  it('lists name, position and department; the value is the id and the field shows the name', async () => {
    const onChange = vi.fn();
    render(<GovStaffSelect label="经办人" officeId="5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c" onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('经办人'));
    const wang = await screen.findByRole('option', { name: /王强/ });
    expect(within(wang).getByText('科长')).toBeInTheDocument();
    expect(within(wang).getByText('德清县经济和信息化局')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /李敏/ })).getByText('武康街道')).toBeInTheDocument();
    expect(queries[0]?.get('pageSize')).toBe('12');
    expect(queries[0]?.get('officeId')).toBe('5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c');

    await userEvent.click(wang);
    expect(onChange).toHaveBeenCalledWith('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', expect.objectContaining({ employeeName: '王强' }));
    expect(screen.getByLabelText('经办人')).toHaveValue('王强');
  });
});
