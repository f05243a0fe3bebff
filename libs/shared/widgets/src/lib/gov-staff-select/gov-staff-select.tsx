import { Group, Stack, Text } from '@mantine/core';
import type { components } from '@qifu/sdk';
import { type ReactNode } from 'react';

import { RemoteSelect, type RemoteOption } from '../remote-select/remote-select';

/** One government-staff entry (the contract's `SysGovEmp`). */
export type GovStaff = components['schemas']['SysGovEmp'];

/** The API path of the selector (operation `selectGovEmp`). */
export const GOV_STAFF_URL = '/sys/user/selectGovEmp';

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
  return (
    <RemoteSelect<GovStaff>
      {...props}
      url={GOV_STAFF_URL}
      params={officeId ? { officeId } : undefined}
      getOption={staffOption}
      renderOption={renderStaff}
    />
  );
}
