import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEntAuthStatus, useSetEntAuthStatus } from '@qifu/policy-data-access';
import { ENT_AUTH_STATUS, isEntAuthorized } from '@qifu/policy-rules';
import { protocolStatusAtom, sessionStore } from '@qifu/session';
import { useAtomValue } from 'jotai';

import { DATA_AUTHORIZATION_AGREEMENT as A } from './data-authorization-agreement';

/** Success notices show for 3 s (the documents give 5 s only for errors, seeds 000 §9). */
const NOTICE_MS = 3000;

/** Props of {@link DataAuthorizationDialog}. */
export interface DataAuthorizationDialogProps {
  opened: boolean;
  /**
   * Called when the dialog closes: after 拒绝授权 or 同意授权 succeeded, or — only when the status is
   * already 02 — by the close button, Escape or a click outside.
   */
  onClose: () => void;
}

/**
 * The data-authorization dialog (seeds 000 §4 "Data authorization status", §8 "Authorization:
 * 授权成功"): the enterprise data-authorization agreement with 拒绝授权 (01) and 同意授权 (02).
 * Opening it fetches the enterprise's status (`queryEntExpansionInfoAuthLog`) and stores it as
 * `PROTOCOL_STATUS` (00 when empty); a choice is recorded with `setEntExpansionInfoAuth` and stored
 * the same way, then the dialog closes — 同意授权 shows 授权成功, 拒绝授权 the server's message.
 * The dialog can be closed otherwise only when the status is already 02, and then shows 已授权 in
 * place of the two buttons. If the status cannot be loaded it can be closed too (never a trap).
 * For logged-in enterprises (QY) only: both operations refuse everyone else.
 */
export function DataAuthorizationDialog({ opened, onClose }: DataAuthorizationDialogProps) {
  const status = useAtomValue(protocolStatusAtom, { store: sessionStore });
  const query = useEntAuthStatus(opened);
  const decide = useSetEntAuthStatus({
    onSuccess: (result, choice) => {
      const message = isEntAuthorized(choice) ? '授权成功' : result.msg || '已拒绝授权';
      notifications.show({ color: isEntAuthorized(choice) ? 'green' : 'gray', message, autoClose: NOTICE_MS });
      onClose();
    },
  });
  const authorized = isEntAuthorized(status);
  const closable = authorized || query.isError;

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (closable && !decide.isPending) onClose();
      }}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      title="企业用户授权"
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Title order={3} ta="center" fz="lg">
          {A.title}
        </Title>
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Stack gap="xs" pr="xs" tabIndex={0} aria-label={A.title}>
            <Text size="sm">{A.intro}</Text>
            {A.clauses.map((clause) => (
              <Text key={clause} size="sm">
                {clause}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
      <Group justify="flex-end" mt="lg">
        {authorized ? (
          <Button color="green" variant="light" disabled>
            已授权
          </Button>
        ) : (
          <>
            <Button
              variant="default"
              onClick={() => decide.mutate(ENT_AUTH_STATUS.declined)}
              loading={decide.isPending && decide.variables === ENT_AUTH_STATUS.declined}
              disabled={decide.isPending}
            >
              拒绝授权
            </Button>
            <Button
              onClick={() => decide.mutate(ENT_AUTH_STATUS.authorized)}
              loading={decide.isPending && decide.variables === ENT_AUTH_STATUS.authorized}
              disabled={decide.isPending}
              data-autofocus
            >
              同意授权
            </Button>
          </>
        )}
      </Group>
    </Modal>
  );
}
