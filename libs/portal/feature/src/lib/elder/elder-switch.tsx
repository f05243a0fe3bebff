import { Button, type ButtonProps } from '@mantine/core';
import { useSession } from '@qifu/session';

import { setElderMode } from './use-elder-mode';

/** Props of {@link ElderSwitch}. */
export interface ElderSwitchProps {
  /** Button size (Mantine); `xs` in the header's top bar, larger in the phone drawer. */
  size?: ButtonProps['size'];
  /** Stretch to the container's width (the phone drawer). */
  fullWidth?: boolean;
}

/**
 * The elder-mode switch (适老化, issue 14; seeds 000 §3 `isOldModel`, kept in session storage):
 * labelled with the mode it switches to — 长者模式 in the standard mode, 标准模式 in the elder mode;
 * `aria-pressed` tells assistive technology whether the elder mode is on. Small and
 * self-contained so the header and the phone drawer can both place it.
 */
export function ElderSwitch({ size = 'xs', fullWidth }: ElderSwitchProps) {
  const { isOldModel } = useSession();
  return (
    <Button
      variant="default"
      size={size}
      fullWidth={fullWidth}
      aria-pressed={isOldModel}
      data-elder-switch
      onClick={() => setElderMode(!isOldModel)}
    >
      {isOldModel ? '标准模式' : '长者模式'}
    </Button>
  );
}
