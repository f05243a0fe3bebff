import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ABOUT as ABOUT_US } from '../../testing/fixtures';
import { CmsAboutUsPage, toAboutUsForm } from './about-us-page';

const saved: unknown[] = [];
setupMsw(
  http.get(apiUrl('/aboutUs/detail'), () => HttpResponse.json(okEnvelope(ABOUT_US))),
  http.post(apiUrl('/aboutUs/save'), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '保存成功'));
  }),
);

beforeEach(() => {
  saved.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('关于我们 (staff)', { timeout: 45_000 }, () => {
  it('edits the title and the contact block, reorders the sections and saves them in the new order', async () => {
    sessionStore.set(permissionsAtom, [PERM.portalAboutUsSave]);
    render(<CmsAboutUsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const title = await screen.findByRole('textbox', { name: '标题' }, { timeout: 5000 });
    expect(title).toHaveValue(ABOUT_US.title);
    expect(screen.getAllByRole('region', { name: /^第\d节$/ })).toHaveLength(ABOUT_US.sections.length);

    await userEvent.clear(title);
    await userEvent.type(title, '关于本平台');
    const contact = within(screen.getByRole('region', { name: '联系方式' }));
    await userEvent.clear(contact.getByRole('textbox', { name: '联系电话' }));
    await userEvent.type(contact.getByRole('textbox', { name: '联系电话' }), '0572-8888000');
    await userEvent.click(screen.getByRole('button', { name: '下移第1节' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as { title: string; phone: string; sections: { title: string }[] };
    expect(body.title).toBe('关于本平台');
    expect(body.phone).toBe('0572-8888000');
    expect(body.sections.map((s) => s.title)).toEqual([ABOUT_US.sections[1]?.title, ABOUT_US.sections[0]?.title, ...ABOUT_US.sections.slice(2).map((s) => s.title)]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('refuses an empty title and a malformed mailbox without calling the server', async () => {
    sessionStore.set(permissionsAtom, [PERM.portalAboutUsSave]);
    render(<CmsAboutUsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.clear(await screen.findByRole('textbox', { name: '标题' }, { timeout: 5000 }));
    const mailbox = screen.getByRole('textbox', { name: '邮箱' });
    await userEvent.clear(mailbox);
    await userEvent.type(mailbox, 'qyfw@');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('邮箱格式错误')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('toAboutUsForm', () => {
  it('trims the texts and keeps the sections in order', () => {
    expect(
      toAboutUsForm({
        title: ' 关于我们 ',
        sections: [
          { key: 'a', title: ' 平台简介 ', content: '<p>简介</p>' },
          { key: 'b', title: '', content: '<p>引言</p>' },
        ],
        address: ' 德清县 ',
        phone: '',
        mailbox: 'qyfw@deqing.gov.cn',
      }),
    ).toEqual({
      title: '关于我们',
      sections: [
        { title: '平台简介', content: '<p>简介</p>' },
        { title: '', content: '<p>引言</p>' },
      ],
      address: '德清县',
      phone: '',
      mailbox: 'qyfw@deqing.gov.cn',
    });
  });
});
