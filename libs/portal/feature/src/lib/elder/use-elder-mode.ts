import { isOldModelAtom, sessionStore, useSession } from '@qifu/session';
import { useLayoutEffect } from 'react';

/** The attribute of `<html>` that turns the elder-mode stylesheet on (`html[data-elder]`). */
export const ELDER_ATTRIBUTE = 'data-elder';

let stylesheet: Promise<unknown> | undefined;

/** Loads elder-mode.css once (a separate CSS chunk: nothing on the first load while the mode is off). */
export function loadElderStylesheet(): Promise<unknown> {
  stylesheet ??= import('./elder-mode.css').catch(() => {
    stylesheet = undefined; // try again on the next switch
  });
  return stylesheet;
}

/**
 * Applies the elder mode (适老化, issue 14; seeds 000 §3 `isOldModel`, kept in session storage for
 * the session) to the whole document while the calling component is mounted: sets
 * `<html data-elder="true">` — so Mantine's portals (dialogs, drawers, dropdowns) are covered too —
 * and loads the stylesheet that enlarges text to ≥ 18 px, darkens colours and enlarges click targets
 * to ≥ 44 px. Removes the attribute when the mode is switched off or the component unmounts (the
 * workbench keeps its own sizes). Returns whether the mode is on.
 */
export function useElderModeDocument(): boolean {
  const { isOldModel } = useSession();
  useLayoutEffect(() => {
    if (!isOldModel) return undefined;
    const root = document.documentElement;
    void loadElderStylesheet();
    root.setAttribute(ELDER_ATTRIBUTE, 'true');
    return () => root.removeAttribute(ELDER_ATTRIBUTE);
  }, [isOldModel]);
  return isOldModel;
}

/** Switches the elder mode on or off for this session (session storage `isOldModel`). */
export function setElderMode(on: boolean): void {
  sessionStore.set(isOldModelAtom, on);
  if (on) void loadElderStylesheet();
}
