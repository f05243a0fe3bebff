import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';

import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type RiskCheckResult } from '@qifu/policy-data-access';

/** The risks of a check as a list: `{riskName}：{riskCount}条`. */
function RiskList({ risks }: { risks: RiskCheckResult['riskList'] }) {
  if (risks.length === 0) return null;
  return (
    <List size="sm" spacing={4} aria-label="风险清单">
      {risks.map((risk) => (
        <List.Item key={risk.riskName}>
          {risk.riskName}：{risk.riskCount}条
        </List.Item>
      ))}
    </List>
  );
}

/** Props of {@link InfoCompletionPrompt}. */
export interface InfoCompletionPromptProps {
  opened: boolean;
  /** What the enterprise has not filled in (`missingData` of the risk check), listed by label. */
  missing: readonly { label: string }[];
  /** 去完善信息: the completion page (/page/policyserverreplenish?policyId&projectId). */
  onComplete: () => void;
  /** 去申报: the declaration page as it is. */
  onDeclare: () => void;
  /** Escape or the close button: stays on the page. */
  onClose: () => void;
}

/**
 * The completion prompt of the declaration entry flow (seeds 000 §4 step 3, "Type 00 with
 * incomplete info shows a prompt offering 'go complete info' or 'go to declare'"): title
 * 信息完善提示, the missing data by label, buttons 去完善信息 / 去申报.
 */
export function InfoCompletionPrompt({ opened, missing, onComplete, onDeclare, onClose }: InfoCompletionPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="信息完善提示" centered>
      <Stack gap="sm">
        <Text size="sm">贵企业的信息尚不完整，建议先完善企业信息，以便准确判断是否符合申报条件。</Text>
        {missing.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              待完善的信息：
            </Text>
            <List size="sm" spacing={4} aria-label="待完善的信息">
              {missing.map((item) => (
                <List.Item key={item.label}>{item.label}</List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDeclare}>
          去申报
        </Button>
        <Button onClick={onComplete} data-autofocus>
          去完善信息
        </Button>
      </Group>
    </Modal>
  );
}

/** Props of {@link RiskBlockedDialog}. */
export interface RiskBlockedDialogProps {
  opened: boolean;
  risks: RiskCheckResult['riskList'];
  onClose: () => void;
}

/**
 * The blocking dialog of the declaration entry flow (seeds 000 §4 "01: blocking. The enterprise
 * cannot declare"): title 无法申报, the risks with their counts, one 我知道了 button; it offers no
 * way to the declaration.
 */
export function RiskBlockedDialog({ opened, risks, onClose }: RiskBlockedDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="无法申报" centered>
      <Stack gap="sm">
        <Text size="sm">经检测，贵企业存在以下阻断性风险，暂不能申报该政策：</Text>
        <RiskList risks={risks} />
        <Text size="sm" c="dimmed">
          如有疑问，请联系政策发布部门。
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          我知道了
        </Button>
      </Group>
    </Modal>
  );
}

/** Props of {@link RiskWarningDialog}. */
export interface RiskWarningDialogProps {
  opened: boolean;
  risks: RiskCheckResult['riskList'];
  /** 我知道了, Escape or the close button: the flow goes on (declaration, or the completion prompt). */
  onClose: () => void;
}

/**
 * The warning dialog of the declaration entry flow (seeds 000 §4 "02: warning. The enterprise may
 * proceed but is advised to self-check"): title 风险提示, the risks with their counts, the advice
 * to check them first, one 我知道了 button. Every way of closing it continues the flow.
 */
export function RiskWarningDialog({ opened, risks, onClose }: RiskWarningDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="风险提示" centered>
      <Stack gap="sm">
        <Text size="sm">经检测，贵企业存在以下风险：</Text>
        <RiskList risks={risks} />
        <Text size="sm">建议先进行自查，确认无误后再申报。</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          我知道了
        </Button>
      </Group>
    </Modal>
  );
}
