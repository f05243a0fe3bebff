import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Anchor.css';

import { Anchor, Badge, Box, Button, Drawer, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { myChatRequireQuery, useHumanWindowPhone } from '@qifu/customer-service-data-access';
import { useSession } from '@qifu/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';

import { CHAT_TEXTS } from './chat-texts';
import { useChat, type ChatEntry, type ChatState } from './use-chat';

export { CHAT_TEXTS } from './chat-texts';

/** Props of {@link ChatWindow}. */
export interface ChatWindowProps {
  /** Controlled open state; leave undefined to let the launcher button open and close the window. */
  opened?: boolean;
  /** Initial open state when uncontrolled (default false). */
  defaultOpened?: boolean;
  /** Called with the new open state (launcher click, Escape, the close button). */
  onOpenedChange?: (opened: boolean) => void;
  /** Render the floating 智能客服 launcher button (default true). */
  withLauncher?: boolean;
  /** Distance of the launcher from the window's right and bottom edges, px (default 50 and 110: above 返回顶部). */
  launcherOffset?: { right: number; bottom: number };
}

const DEFAULT_OFFSET = { right: 50, bottom: 110 } as const;

function Bubble({ entry, state }: { entry: ChatEntry; state: ChatState }): ReactElement {
  if (entry.kind === 'system') {
    return (
      <Text size="sm" c="dimmed" ta="center" data-kind="system">
        {entry.text}
      </Text>
    );
  }
  const mine = entry.kind === 'user';
  const who = entry.kind === 'user' ? '我' : entry.kind === 'staff' ? entry.name || CHAT_TEXTS.humanBadge : CHAT_TEXTS.robotName;
  return (
    <Stack gap={4} align={mine ? 'flex-end' : 'flex-start'} data-kind={entry.kind}>
      <Text size="xs" c="dimmed">
        {who}
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={mine ? 'blue.6' : 'gray.1'}
        c={mine ? 'white' : undefined}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        <Text size="sm" inherit>
          {entry.text}
        </Text>
      </Paper>
      {entry.kind === 'robot' && entry.suggestions && entry.suggestions.length > 0 ? (
        <Paper withBorder px="sm" py={6} radius="md" maw="85%">
          <Text size="xs" c="dimmed" mb={4}>
            {CHAT_TEXTS.suggestions}
          </Text>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entry.suggestions.map((k) => (
              <li key={k.id}>
                <Anchor component="button" type="button" size="sm" ta="left" onClick={() => state.chooseSuggestion(entry.recordId, k)}>
                  {k.knoQuiz}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

function HumanBanner(): ReactElement {
  const phone = useHumanWindowPhone();
  return (
    <Paper withBorder radius="sm" px="sm" py={6} bg="blue.0">
      <Text size="sm">
        {phone.data ? CHAT_TEXTS.phone(phone.data.windowName, phone.data.phone, phone.data.serviceHours) : '\u00a0'}
      </Text>
    </Paper>
  );
}

/**
 * Resumes a logged-in user's open manpower request (after a page reload) the first time the window
 * opens: `getMyChatRequireManpower`, then human mode when it answers a request.
 */
function useResumeOpenRequest(resume: ChatState['resume'], active: boolean): void {
  const queryClient = useQueryClient();
  const checked = useRef(false);
  useEffect(() => {
    if (!active || checked.current) return;
    checked.current = true;
    queryClient.fetchQuery(myChatRequireQuery()).then(
      (open) => {
        if (open) resume(open);
      },
      () => undefined,
    );
  }, [active, queryClient, resume]);
}

function ChatPanel({ state }: { state: ChatState }): ReactElement {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const human = state.mode === 'human';

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.entries.length, state.thinking]);

  const submit = () => {
    if (!text.trim()) return;
    state.submit(text);
    setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter adds a line; never while an input method is composing (Chinese input)
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between" wrap="nowrap">
        <Badge variant="light" color={human ? 'green' : 'blue'}>
          {human ? CHAT_TEXTS.humanBadge : CHAT_TEXTS.robotBadge}
        </Badge>
        {human ? (
          <Button size="xs" variant="default" onClick={state.endHuman} loading={state.busy}>
            {CHAT_TEXTS.endHuman}
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={state.contactHuman} loading={state.busy}>
            {CHAT_TEXTS.contactHuman}
          </Button>
        )}
      </Group>
      {human ? <HumanBanner /> : null}
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={CHAT_TEXTS.log}
        tabIndex={0}
        style={{ flex: 1, overflowY: 'auto', minHeight: 200 }}
      >
        <Stack gap="sm" p={2}>
          {state.entries.map((entry) => (
            <Bubble key={entry.key} entry={entry} state={state} />
          ))}
          {state.thinking ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {CHAT_TEXTS.thinking}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Box>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          ref={input}
          aria-label={CHAT_TEXTS.inputLabel}
          placeholder={human ? CHAT_TEXTS.humanPlaceholder : CHAT_TEXTS.robotPlaceholder}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={human ? 1000 : 200}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button onClick={submit} disabled={!text.trim()}>
          {CHAT_TEXTS.send}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The smart customer-service chat (智能客服; seeds 000 §2 "smart-chat window", §4 "Human chat",
 * §7 smart chat calls, §8 "Missing chat match", §9 "Chat poll: 2 seconds"): a floating launcher
 * button named 智能客服 (fixed at `launcherOffset`, default 50 px right / 110 px bottom, above
 * 返回顶部) and a right-hand drawer (dialog 智能客服, 420 px).
 *
 * - Robot mode: a question (Enter sends, Shift+Enter new line, never while an input method
 *   composes) is answered through smartAnswer with the fuzzy-search suggestions (page 1, 10 per
 *   page) — 未找到您想到的信息 when nothing matches; a clicked suggestion shows its answer; shown
 *   answers that differ from the smart answer are recorded with replyRecord.
 * - 联系人工: 请先登录 without a login; otherwise human mode with the human window phone, messages
 *   sent with sendChatContent and a poll every 2000 ms (sendUid, lastContentId). When a poll errors
 *   the chat shows 人工对话已关闭，已为您切换回智能客服 (this platform's text for the documents'
 *   "human dialogue closed") and returns to robot mode. 结束人工对话 ends it from the user's side.
 * - A logged-in user's open request is resumed when the window first opens (after a reload).
 * - Keyboard and focus: the drawer traps focus and focuses the input when it opens, Escape or the
 *   关闭 button closes it and focus returns to the launcher; the conversation log is a polite live
 *   region; the conversation (and the poll) stays while the window is closed and ends on unmount.
 *
 * Controlled with `opened` / `onOpenedChange`, or uncontrolled with the launcher.
 */
export function ChatWindow({ opened, defaultOpened = false, onOpenedChange, withLauncher = true, launcherOffset = DEFAULT_OFFSET }: ChatWindowProps) {
  const [isOpen, setOpen] = useUncontrolled({ value: opened, defaultValue: defaultOpened, finalValue: false, onChange: onOpenedChange });
  const { isLoggedIn } = useSession();
  const state = useChat(isLoggedIn);
  useResumeOpenRequest(state.resume, isOpen && isLoggedIn);

  return (
    <>
      {withLauncher ? (
        <Button
          radius="xl"
          size="md"
          onClick={() => setOpen(!isOpen)}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          style={{ position: 'fixed', right: launcherOffset.right, bottom: launcherOffset.bottom, zIndex: 150 }}
        >
          {CHAT_TEXTS.title}
        </Button>
      ) : null}
      <Drawer
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={CHAT_TEXTS.title}
        position="right"
        size={420}
        closeButtonProps={{ 'aria-label': CHAT_TEXTS.close }}
        styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}
      >
        <ChatPanel state={state} />
      </Drawer>
    </>
  );
}
