import '@mantine/core/styles/Tabs.css';

import { Stack, Tabs } from '@mantine/core';
import { type AppealSearch, type AppealTab } from '@qifu/appeal-data-access';
import { PageTitle } from '@qifu/ui';
import { useState } from 'react';

import { AppealForm } from '../appeal-form/appeal-form';
import { useIsEnterprise, useSsoLoginHref } from '@qifu/session';
import { EnterpriseLoginBlock, EnterpriseLoginPrompt } from '@qifu/ui/prompts';
import { MyAppealDetail } from '../my-appeals/my-appeal-detail';
import { MyAppealList } from '../my-appeals/my-appeal-list';
import { AppealGuide } from './appeal-guide';

/** How the page changes its URL search: paging and opening add history entries, filters replace the current one. */
export interface AppealSearchChangeOptions {
  replace?: boolean;
}

/** Props of {@link AppealPage}: the URL search of /page/appeal and its writer. */
export interface AppealPageProps {
  search: AppealSearch;
  onSearchChange: (next: AppealSearch, options?: AppealSearchChangeOptions) => void;
}

/**
 * 诉求服务, /page/appeal?tab=&page=&status=&id= (seeds 000 §1 "Enterprise appeals", §2 appeal, §5, §6): three tabs —
 * 服务指南 (default: introduction, service flow, figures, related services), 我要诉求 (`tab=submit`: the appeal form)
 * and 我的诉求 (`tab=mine`: the list with `page` and `status`, or with `id` one appeal's detail and progress). The
 * form and 我的诉求 are for enterprises: anyone else sees 请先使用企业账号进行登录 with 去登录 (enterprise single
 * sign-on, returning here) and 暂不登录 (back to 服务指南); the guide's 我要诉求 asks the same in a dialog. A submitted
 * appeal opens in 我的诉求 with its first progress step.
 */
export function AppealPage({ search, onSearchChange }: AppealPageProps) {
  const enterprise = useIsEnterprise();
  const loginHref = useSsoLoginHref('QY');
  const [prompt, setPrompt] = useState(false);
  const tab: AppealTab = search.tab ?? 'guide';
  const go = (next: AppealSearch, options?: AppealSearchChangeOptions) => onSearchChange(next, options);
  const toGuide = () => go({});

  return (
    <Stack gap="md">
      <PageTitle title="诉求服务" description="企业诉求在线提交、限时办理、进度可查" />
      <Tabs
        value={tab}
        onChange={(value) => go(value === 'submit' || value === 'mine' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="guide">服务指南</Tabs.Tab>
          <Tabs.Tab value="submit">我要诉求</Tabs.Tab>
          <Tabs.Tab value="mine">我的诉求</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="guide">
          <AppealGuide onSubmit={() => (enterprise ? go({ tab: 'submit' }) : setPrompt(true))} onMine={() => go({ tab: 'mine' })} />
        </Tabs.Panel>
        <Tabs.Panel value="submit">
          {enterprise ? <AppealForm onDone={(id) => go({ tab: 'mine', id })} /> : <EnterpriseLoginBlock loginHref={loginHref} onCancel={toGuide} />}
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          {!enterprise ? (
            <EnterpriseLoginBlock loginHref={loginHref} onCancel={toGuide} />
          ) : search.id ? (
            <MyAppealDetail key={search.id} id={search.id} onBack={() => go({ tab: 'mine' })} />
          ) : (
            <MyAppealList
              {...(search.page ? { page: search.page } : {})}
              {...(search.status ? { status: search.status } : {})}
              onChange={(next) => go({ tab: 'mine', ...next }, { replace: next.page === search.page })}
              onOpen={(id) => go({ tab: 'mine', id })}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <EnterpriseLoginPrompt opened={prompt} onClose={() => setPrompt(false)} loginHref={loginHref} />
    </Stack>
  );
}
