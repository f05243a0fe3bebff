import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Title.css';

import { Stack, Text, Title } from '@mantine/core';
import { fetchDingMenus, useSession } from '@qifu/session';
import { AppLink, EmptyState, ErrorState, ListSkeleton } from '@qifu/ui';
import { useQuery } from '@tanstack/react-query';

import { PUBLIC_CONFIG_FALLBACK, usePublicConfig } from '../use-public-config';
import classes from './zzd-home-page.module.css';

/** Query key of the government-app menu (per user). */
export const dingMenusKey = (userId: string | undefined) => ['session', 'dingMenus', userId ?? ''] as const;

const isExternal = (path: string) => /^https?:\/\//i.test(path);

function Tiles({ userId }: { userId: string }) {
  const menus = useQuery({ queryKey: dingMenusKey(userId), queryFn: fetchDingMenus });
  if (menus.isPending) return <ListSkeleton />;
  if (menus.isError) return <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  const entries = [...menus.data.menuList].sort((a, b) => a.sort - b.sort);
  if (entries.length === 0) return <EmptyState />;
  return (
    <ul className={classes.tiles} aria-label="服务入口">
      {entries.map((entry) => (
        <li key={entry.id}>
          {isExternal(entry.path) ? (
            <a href={entry.path} className={classes.tile} data-sign>
              {entry.title}
            </a>
          ) : (
            <AppLink href={entry.path} className={classes.tile}>
              {entry.title}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /page/zzd/home, the government-app home (seeds 000 §2): a greeting with the user's name
 * (您好，{name}) and the government-app menu (`getDingMenus`: the portal's sub-platform
 * configuration) as large tiles — in-app entries navigate inside the app, external ones open by
 * redirect. Loading skeleton, 暂无数据, error with 重新加载. Without a login: 请先登录 and the way in
 * (/zzd/login from the government app). The layout hides the header menu and the footer here.
 */
export function ZzdHomePage() {
  const { userInfo, isLoggedIn } = useSession();
  const config = usePublicConfig();
  const siteName = config.data?.serviceCentreName ?? PUBLIC_CONFIG_FALLBACK.serviceCentreName;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {isLoggedIn && userInfo ? `您好，${userInfo.name}` : '您好'}
        </Title>
        <Text c="dimmed" mt={4}>
          欢迎使用{siteName}
        </Text>
      </div>
      {isLoggedIn && userInfo ? <Tiles userId={userInfo.id} /> : <EmptyState text="请先登录" />}
    </Stack>
  );
}
