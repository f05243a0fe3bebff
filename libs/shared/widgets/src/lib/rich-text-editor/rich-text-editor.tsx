import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/tiptap/styles.css';

import { Input, Text } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { validateImagesUploaded } from '@qifu/validation';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import { useUpload, type UploadedFile } from '../upload/upload-config';
import { UploadError } from '../upload/upload-request';
import { checkUpload } from '../upload/upload-rules';
import { ImageNode } from './image-node';
import { IMAGE_CONTROL_LABEL, ZH_CN_LABELS } from './labels';

/** Default height of the editing area in px (seeds 001 §9, the 360 variant). */
export const RICH_TEXT_DEFAULT_HEIGHT = 360;

/** What a form can ask the editor through `handleRef`. */
export interface RichTextEditorHandle {
  /**
   * The slide uploader's rule (seeds 001 §5): while images are still uploading →
   * 请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！ (also shown under the editor);
   * `null` when the content may be submitted.
   */
  validate: () => string | null;
  /** Images still uploading. */
  pendingUploads: () => number;
  /** The current HTML. */
  getHTML: () => string;
}

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** HTML (controlled); a change from outside replaces the content. */
  value?: string;
  defaultValue?: string;
  onChange?: (html: string) => void;
  /** Height of the editing area in px; 360 by default. */
  height?: number;
  placeholder?: string;
  /** Read-only. */
  disabled?: boolean;
  /** Offers the image upload control; default true. */
  withImageUpload?: boolean;
  /** Image size limit in MB; 10 by default. */
  imageMaxSizeMb?: number;
  /** Called when the number of uploading images changes (to disable a submit button). */
  onPendingChange?: (pending: number) => void;
  /** Lets the form call {@link RichTextEditorHandle.validate} before submitting. */
  handleRef?: Ref<RichTextEditorHandle>;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
}

/**
 * The rich-text editor (seeds 001 §2, §5, §8, §9) on `@mantine/tiptap` with StarterKit, links and
 * an image node; Chinese control labels; editing area 360 px high by default. The image control
 * uploads each chosen image like the image uploader (`kind: image`, 图片大于10M!, image types) and
 * inserts an `<img>` pointing at the stored file; a failure says 图片上传失败. Until every image
 * has arrived, `handleRef.current.validate()` answers 请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！.
 * Load it through the lazy `RichTextEditor` of this library's index.
 */
export default function RichTextEditorImpl(props: RichTextEditorProps) {
  const { height = RICH_TEXT_DEFAULT_HEIGHT, disabled = false, withImageUpload = true, imageMaxSizeMb, onPendingChange } = props;
  const { upload, fileUrl } = useUpload();
  const [pending, setPending] = useState(0);
  const pendingRef = useRef(0);
  const [message, setMessage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(props.onChange);
  useEffect(() => {
    onChangeRef.current = props.onChange;
  });

  // The editing area's accessible name: the field's label, else its placeholder (issue 14, axe aria-input-field-name).
  const labelId = useId();
  const editor = useEditor({
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(props.label ? { 'aria-labelledby': labelId } : { 'aria-label': props.placeholder ?? '富文本内容' }),
      },
    },
    extensions: [StarterKit, Link.configure({ openOnClick: false }), ImageNode],
    content: props.value ?? props.defaultValue ?? '',
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChangeRef.current?.(e.getHTML()),
  });

  useEffect(() => {
    if (editor && props.value !== undefined && props.value !== editor.getHTML()) {
      editor.commands.setContent(props.value, false);
    }
  }, [editor, props.value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const changePending = (delta: number) => {
    pendingRef.current += delta;
    setPending(pendingRef.current);
    onPendingChange?.(pendingRef.current);
  };

  useImperativeHandle(
    props.handleRef,
    () => ({
      validate: () => {
        const result = validateImagesUploaded(pendingRef.current);
        setMessage(result);
        return result;
      },
      pendingUploads: () => pendingRef.current,
      getHTML: () => editor?.getHTML() ?? '',
    }),
    [editor],
  );

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const refusal = files.map((file) => checkUpload('image', file, undefined, imageMaxSizeMb)).find((m) => m !== null);
    if (refusal) {
      setMessage(refusal);
      return;
    }
    setMessage(null);
    for (const file of files) {
      changePending(1);
      upload(file, { kind: 'image' })
        .then((data) => {
          const stored = data as Partial<UploadedFile> | null;
          if (!stored?.filePath) throw new UploadError(M.uploadFailed, 200, 'HTTP_ERROR');
          editor?.chain().focus().setImage({ src: fileUrl(stored.filePath), alt: stored.fileName ?? file.name }).run();
        })
        .catch((error: unknown) => {
          const reason = error instanceof UploadError && error.message !== M.uploadFailed ? `：${error.message}` : '';
          setMessage(`${M.imageUploadFailed}${reason}`);
        })
        .finally(() => changePending(-1));
    }
  };

  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ id: labelId }}
      description={props.description}
      error={props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
    >
      <MantineRichTextEditor editor={editor} labels={ZH_CN_LABELS} mt={4}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Strikethrough />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H1 />
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.H4 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.Hr />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
            {withImageUpload ? (
              <MantineRichTextEditor.Control
                aria-label={IMAGE_CONTROL_LABEL}
                title={IMAGE_CONTROL_LABEL}
                disabled={disabled}
                onClick={() => fileInput.current?.click()}
              >
                <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
                  <rect x="3" y="4" width="18" height="16" rx="2" />
                  <circle cx="9" cy="10" r="2" />
                  <path d="M21 17l-5-5-9 8" />
                </svg>
              </MantineRichTextEditor.Control>
            ) : null}
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={height} aria-placeholder={props.placeholder} />
      </MantineRichTextEditor>
      {withImageUpload ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="rich-text-image-input"
          onChange={onFiles}
        />
      ) : null}
      {pending > 0 ? (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          图片上传中（{pending}）
        </Text>
      ) : null}
      {message ? (
        <Text size="sm" c="red.7" mt={4} role="alert">
          {message}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
