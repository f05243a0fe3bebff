import { Skeleton, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import type { RichTextEditorProps } from './rich-text-editor';

const EditorImpl = /* @__PURE__ */ lazy(() => import('./rich-text-editor'));

/** Loads the editor's code ahead of time (e.g. on hover of an "edit" button). */
export function preloadRichTextEditor(): Promise<unknown> {
  return import('./rich-text-editor');
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Catches a failure of the editor (its code failing to load, or an error while editing) and shows
 * 出现未知问题，刷新页面，或者联系程序员 (seeds 001 §8 "Unknown editor problem") instead of
 * breaking the page.
 */
export class EditorErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('RichTextEditor failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <Text role="alert" c="red.7" size="sm">
          {M.editorUnknown}
        </Text>
      );
    }
    return this.props.children;
  }
}

/**
 * The rich-text editor, loaded on first use (tiptap is large: it stays out of the first-load
 * bundle). While its code loads, a 360 px placeholder holds the place. See `RichTextEditorImpl`
 * for the behaviour (seeds 001 §2, §5, §8, §9).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? 360;
  return (
    <EditorErrorBoundary>
      <Suspense fallback={<Skeleton h={height + 42} aria-label="编辑器加载中" />}>
        <EditorImpl {...props} />
      </Suspense>
    </EditorErrorBoundary>
  );
}
