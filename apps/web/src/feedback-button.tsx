import { UnstyledButton } from '@mantine/core';
import { loadFeedbackDialog } from '@qifu/customer-service-feature';
import { lazy, Suspense, useState } from 'react';

/** The feedback dialog, downloaded on the first click. */
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })));

/**
 * 意见反馈 in the portal header's top bar (seeds 000 §2 "feedback dialog", §5): opens the feedback
 * dialog, which loads on the first click (the header is part of the first load).
 */
export function FeedbackButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <UnstyledButton onClick={() => setOpened(true)} aria-haspopup="dialog" fw={500} c="blue.8" fz="sm">
        意见反馈
      </UnstyledButton>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackDialog opened onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
