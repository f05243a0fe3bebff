import { Group, Stack, Text } from '@mantine/core';
import { unwrap, type ApiClient, type components } from '@qifu/sdk';
import { useApiClient } from '@qifu/ui';
import { resourceKeys } from '@qifu/util';
import { queryOptions } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';

import type { PickerPageParams, PickerPageQuery } from '../picker-query/picker-query';
import { RemoteSelect, type RemoteOption } from '../remote-select/remote-select';

/** One government-staff entry (the contract's `SysGovEmp`). */
export type GovStaff = components['schemas']['SysGovEmp'];

/**
 * Query options of one page of the selector (`selectGovEmp`, `GET /sys/user/selectGovEmp`, keyword =
 * name, optional `officeId`) under the user resource's list keys of the shared key factory
 * (`['sys', 'user', 'list', …]`, as the sys data-access names them), so a change of the users
 * refreshes the selector.
 * @returns options resolving to `{ list, total }` of `SysGovEmp`; the failure is the SDK's `ApiError`
 */
export function govStaffPageQuery(client: ApiClient, params: PickerPageParams & { officeId?: string }) {
  const query = { ...params };
  return queryOptions({
    queryKey: resourceKeys('sys', 'user').list({ govEmp: true, ...query }),
    queryFn: ({ signal }) => unwrap(client.GET('/sys/user/selectGovEmp', { params: { query }, signal })),
  });
}

/** Props of {@link GovStaffSelect}. */
export interface GovStaffSelectProps {
  /** The chosen staff user's id (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen id and entry (`null`, `null` when cleared). */
  onChange?: (value: string | null, staff: GovStaff | null) => void;
  /** Only staff of this department (and its sub-departments). */
  officeId?: string;
  /** The name shown for `value` before its page is loaded. */
  valueLabel?: string;
  clearable?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

const staffOption = (staff: GovStaff): RemoteOption => ({ value: staff.id, label: staff.employeeName });

function renderStaff(staff: GovStaff): ReactNode {
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{staff.employeeName}</Text>
        {staff.govEmpPosJob ? (
          <Text size="xs" c="dimmed">
            {staff.govEmpPosJob}
          </Text>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {staff.organizationName}
      </Text>
    </Stack>
  );
}

/**
 * Selector for government-staff users (seeds 001 §2): a {@link RemoteSelect} over `selectGovEmp`
 * (`GET /sys/user/selectGovEmp`, page size 12, keyword = name, optional `officeId`); each entry
 * shows employeeName, govEmpPosJob (position) and organizationName (department); the value is the
 * user's id and the field shows the name.
 */
export function GovStaffSelect({ officeId, ...props }: GovStaffSelectProps) {
  const client = useApiClient();
  const query: PickerPageQuery<GovStaff> = useCallback(
    (params) => govStaffPageQuery(client, officeId ? { ...params, officeId } : params),
    [client, officeId],
  );
  return (
    <RemoteSelect<GovStaff>
      {...props}
      query={query}
      getOption={staffOption}
      renderOption={renderStaff}
    />
  );
}
