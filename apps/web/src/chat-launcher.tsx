import { Button } from '@mantine/core';
import { loadChatWindow } from '@qifu/customer-service-feature';
import { lazy, Suspense, useRef, useState } from 'react';

import classes from './chat-launcher.module.css';

/** The chat window, downloaded on the first click of the launcher. */
const ChatWindow = lazy(() => loadChatWindow().then((m) => ({ default: m.ChatWindow })));

/**
 * The floating 智能客服 button of the public pages (seeds 000 §2 "smart-chat window", §4 "Human
 * chat"): part of the first load, while the chat window (robot and human modes) loads on the first
 * click and then stays mounted so a human conversation keeps polling while the drawer is closed;
 * closing it returns the focus to the button.
 * Placed 110 px from the bottom, above 返回顶部 (50 px). On phones (below 768 px, issue 14) it is a
 * compact 40 px button docked 8 px from the right and bottom edges, and the portal layout reserves
 * room below the footer and for focused inputs, so it never hides the last content or a field.
 */
export function ChatLauncher() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const onOpenedChange = (next: boolean) => {
    setOpened(next);
    // Closing (Escape, the close button) gives the focus back to the launcher.
    // (after the drawer's 200 ms exit transition, which restores its own focus first).
    if (!next) setTimeout(() => launcher.current?.focus(), 250);
  };
  return (
    <>
      <Button
        ref={launcher}
        radius="xl"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={opened}
        className={classes.launcher}
      >
        智能客服
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatWindow opened={opened} onOpenedChange={onOpenedChange} withLauncher={false} />
        </Suspense>
      ) : null}
    </>
  );
}
