import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Skeleton.css';

import { Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MY_SUB_PAGE_SIZE,
  toMySubPoliciesParams,
  useMySubPolicies,
  useMySubSettings,
  useSaveMySub,
  type PolMySub,
  type PolicySubSearch,
} from '@qifu/policy-data-access';
import { useSession } from '@qifu/session';
import { EMPTY_TABLE_TEXT, EmptyState, PageTitle } from '@qifu/ui';
import { QueryState } from '@qifu/widgets';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { ListPagination } from '../policy-search/list-pagination';
import { PolicySearchHit } from '../policy-search/policy-search-hit';
import { ALL_OPTION, ALL_OPTION_LABEL, chosenTags, initialSelection, type SubscriptionSelection } from './subscription-selection';
import { TagSubscriptionFilter } from './tag-subscription-filter';

/** Props of {@link PolicySubPage}. */
export interface PolicySubPageProps {
  /** The current search (from the URL: tagInfoId, page). */
  search: PolicySubSearch;
  /** Replaces the search (the route writes it to the URL). */
  onSearchChange: (next: PolicySubSearch) => void;
}

/** The message after `saveMySub` succeeded (the operation's own success text). */
export const SUB_SAVED_MESSAGE = '订阅成功';
/** The user types that may subscribe (`getFindMySub` / `saveMySub` / `getMySub` security: QY, GR). */
const SUBSCRIBER_TYPES: ReadonlySet<string> = new Set(['QY', 'GR']);

function SubscriptionForm({ settings, onSaved }: { settings: PolMySub; onSaved: (tagInfoIds: string[]) => void }) {
  const [selection, setSelection] = useState<SubscriptionSelection>(() =>
    initialSelection(settings.categories, settings.tagInfoIds),
  );
  const save = useSaveMySub({
    onSuccess: (form) => {
      notifications.show({ color: 'green', message: SUB_SAVED_MESSAGE });
      onSaved(form.tagInfoIds);
    },
  });
  if (settings.categories.length === 0) return <EmptyState text="暂无可订阅的标签" />;
  return (
    <Stack gap="md">
      <TagSubscriptionFilter categories={settings.categories} value={selection} onChange={setSelection} />
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ tagInfoIds: chosenTags(settings.categories, selection).map((tag) => tag.id) })}
        >
          保存订阅
        </Button>
      </Group>
    </Stack>
  );
}

function SubscribedPolicies({ settings, search, onSearchChange }: PolicySubPageProps & { settings: PolMySub }) {
  const query = useMySubPolicies(toMySubPoliciesParams(search));
  const subscribed = new Set(settings.tagInfoIds);
  const tags = settings.categories.flatMap((category) => category.tags.filter((tag) => subscribed.has(tag.id)));
  const data = query.data;
  return (
    <Stack gap="md">
      {tags.length > 0 ? (
        <Group gap={8} role="radiogroup" aria-label="按订阅标签查看" wrap="wrap">
          <Chip.Group
            value={search.tagInfoId ?? ALL_OPTION}
            onChange={(value) => onSearchChange({ tagInfoId: value === ALL_OPTION ? undefined : String(value) })}
          >
            <Chip value={ALL_OPTION} name="sub-tag" size="sm" radius="sm">
              {ALL_OPTION_LABEL}
            </Chip>
            {tags.map((tag) => (
              <Chip key={tag.id} value={tag.id} name="sub-tag" size="sm" radius="sm">
                {tag.tagName}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      ) : null}
      <QueryState query={query}>
        {data ? (
          <Stack gap="md" aria-busy={query.isFetching}>
            <Text size="sm" c="dimmed" aria-live="polite">
              共 {data.total} 条政策
            </Text>
            {data.list.length === 0 ? (
              <Paper withBorder>
                <EmptyState text={EMPTY_TABLE_TEXT} />
              </Paper>
            ) : (
              <Stack gap="sm">
                {data.list.map((policy) => (
                  <PolicySearchHit key={policy.id} policy={policy} />
                ))}
              </Stack>
            )}
            <ListPagination
              total={data.total}
              pageSize={MY_SUB_PAGE_SIZE}
              page={search.page ?? 1}
              onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            />
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}

function SubscriptionContent({ search, onSearchChange }: PolicySubPageProps) {
  const settings = useMySubSettings();
  return (
    <QueryState query={settings}>
      {settings.data ? (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="policy-sub-filter">
            <Title order={3} size="h4" id="policy-sub-filter" mb="md">
              订阅标签
            </Title>
            <SubscriptionForm
              settings={settings.data}
              onSaved={(tagInfoIds) => {
                // A tag no longer subscribed would list nothing: fall back to all subscribed tags.
                if (search.tagInfoId && !tagInfoIds.includes(search.tagInfoId)) onSearchChange({});
              }}
            />
          </Paper>
          <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="policy-sub-list">
            <Title order={3} size="h4" id="policy-sub-list" mb="md">
              订阅政策
            </Title>
            <SubscribedPolicies settings={settings.data} search={search} onSearchChange={onSearchChange} />
          </Paper>
        </Stack>
      ) : null}
    </QueryState>
  );
}

/**
 * The policy subscription, /page/policysub (issue 5; seeds 000 §1 "subscription", 001 §2 "Policy
 * tag subscription filter", §4 "Policy tag filter", §7 getFindMySub / saveMySub / getMySub): the
 * tag filter (one line per category, first option 全部, one active option per line, chosen tags as
 * removable chips that reset their line), 保存订阅 (stores the chosen tag ids, then 订阅成功), and
 * the subscriber's policies newest first, 10 a page, optionally narrowed to one subscribed tag
 * (`?tagInfoId=`). Needs an enterprise (QY) or personal (GR) login: a visitor sees 请先登录 with a
 * link to the login page (seeds 000 §6 "Others need any login (请先登录)").
 */
export function PolicySubPage({ search, onSearchChange }: PolicySubPageProps) {
  const { isLoggedIn, userInfo } = useSession();
  // Without the stored user yet, let the server decide (it refuses other user types).
  const isSubscriber = isLoggedIn && (userInfo === null || SUBSCRIBER_TYPES.has(userInfo.userType));
  return (
    <Stack gap="lg">
      <PageTitle title="政策订阅" description="选择关注的政策标签，保存订阅后即可查看匹配的最新政策" />
      {!isLoggedIn ? (
        <Paper withBorder>
          <EmptyState text="请先登录">
            <Button component={Link} to="/login">
              去登录
            </Button>
          </EmptyState>
        </Paper>
      ) : !isSubscriber ? (
        <Paper withBorder>
          <EmptyState text="政策订阅仅面向企业用户和个人用户" />
        </Paper>
      ) : (
        <SubscriptionContent search={search} onSearchChange={onSearchChange} />
      )}
    </Stack>
  );
}
