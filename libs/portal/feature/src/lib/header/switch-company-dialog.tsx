import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { listSwitchableCompanies, useSession, useSwitchToCompany } from '@qifu/session';
import { EmptyState, ErrorState } from '@qifu/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The notice of a successful switch. */
const showSwitched = () => notifications.show({ color: 'green', message: '切换成功', autoClose: 3000 });

/** Props of {@link SwitchCompanyDialog}. */
export interface SwitchCompanyDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After a successful switch (the session already holds the enterprise's tokens, menu and user). */
  onSwitched?: () => void;
}

/** Query key of the switch targets. */
export const SWITCHABLE_COMPANIES_KEY = ['session', 'switchableCompanies'] as const;

function CompanyList({ onSwitched }: { onSwitched: () => void }) {
  const { userInfo } = useSession();
  // everything cached belonged to the previous identity: the switch refreshes it
  const switchCompany = useSwitchToCompany({ onSwitched: showSwitched });
  const [switching, setSwitching] = useState<string | null>(null);
  const companies = useQuery({ queryKey: SWITCHABLE_COMPANIES_KEY, queryFn: listSwitchableCompanies, staleTime: 0 });

  if (companies.isPending) {
    return (
      <Group justify="center" py="lg" aria-busy="true" role="status" aria-label="加载中">
        <Loader size="sm" />
      </Group>
    );
  }
  if (companies.isError) return <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />;
  if (companies.data.length === 0) return <EmptyState />;

  const choose = async (companyId: string) => {
    setSwitching(companyId);
    try {
      await switchCompany(companyId);
      onSwitched();
    } catch {
      // the API client already showed the server's message (e.g. 未绑定该企业)
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {companies.data.map((company) => {
        const current = userInfo?.userType === 'QY' && userInfo.companyId === company.companyId;
        return (
          <Group key={company.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Text fw={500}>{company.companyName}</Text>
              <Text size="xs" c="dimmed">
                {company.creditCode}
              </Text>
            </div>
            <Button
              size="xs"
              variant={current ? 'default' : 'filled'}
              disabled={current || (switching !== null && switching !== company.companyId)}
              loading={switching === company.companyId}
              aria-label={current ? `${company.companyName}（当前企业）` : `切换为${company.companyName}`}
              onClick={() => void choose(company.companyId)}
            >
              {current ? '当前企业' : '切换'}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * Role switching (seeds 000 §4 "Role switching replaces the tokens, reloads menu and user info, and
 * records the old type"): the enterprises the individual is approved for (`listPersonalCompany`,
 * bindStatus 1), each with 切换; a switch calls `changeToCompany`, stores the new tokens, reloads
 * user info and menu, says 切换成功 and refreshes every cached query. Texts not in the documents:
 * title 切换企业身份, buttons 切换 / 当前企业, empty 暂无数据.
 */
export function SwitchCompanyDialog({ opened, onClose, onSwitched }: SwitchCompanyDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="切换企业身份" centered>
      {opened ? (
        <CompanyList
          onSwitched={() => {
            onClose();
            onSwitched?.();
          }}
        />
      ) : null}
    </Modal>
  );
}
