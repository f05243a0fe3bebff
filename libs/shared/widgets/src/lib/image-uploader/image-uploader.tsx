import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/RingProgress.css';

import { ActionIcon, Box, FileButton, Group, Image, Input, RingProgress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IMAGE_LIMIT, validateImageCount } from '@qifu/validation';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import { useUpload, type UploadedFileValue } from '../upload/upload-config';
import type { UploadError } from '../upload/upload-request';
import { checkUpload, IMAGE_ACCEPT } from '../upload/upload-rules';
import { useUploadQueue } from '../upload/use-upload-queue';

/** Props of {@link ImageUploader}. */
export interface ImageUploaderProps {
  /** The uploaded images (controlled). */
  value?: UploadedFileValue[];
  defaultValue?: UploadedFileValue[];
  onChange?: (images: UploadedFileValue[]) => void;
  /** How many images; 3 by default (seeds 001 §5, §9). */
  limit?: number;
  /** Size limit in MB; 10 by default. */
  maxSizeMb?: number;
  /** Accepted extensions; `.jpg,.jpeg,.png,.gif,.bmp,.webp` by default. */
  accept?: string;
  /** Fired when an upload fails (after 图片上传失败 shows). */
  onError?: (error: UploadError, file: File) => void;
  /** Tile size in px; default 96. */
  size?: number;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
}

/**
 * Image uploader (seeds 001 §2, §5, §8, §9): thumbnails of the uploaded images with a 删除 button
 * each, and an add tile while fewer than `limit` (default 3). Chosen files are checked first —
 * beyond the limit → 至多上传{limit}张，请删除后再上传!; over 10 MB → 图片大于10M!; not an image
 * type → 请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件 — then uploaded (`kind: image`) with a
 * progress ring; a failure shows 图片上传失败 with the server's reason. The value is a list of
 * `{ filePath, fileName, exName }`.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { limit = IMAGE_LIMIT, maxSizeMb, accept = IMAGE_ACCEPT, size = 96, disabled = false } = props;
  const { fileUrl } = useUpload();
  const [inner, setInner] = useState<UploadedFileValue[]>(props.defaultValue ?? []);
  const value = props.value ?? inner;
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  }, [value]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const emit = (next: UploadedFileValue[]) => {
    valueRef.current = next;
    if (props.value === undefined) setInner(next);
    props.onChange?.(next);
  };

  const queue = useUploadQueue({
    kind: 'image',
    onDone: (image) => emit([...valueRef.current, image]),
    onFail: (error, file) => {
      setFailure(error.message);
      props.onError?.(error, file);
    },
  });

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setFailure(null);
    const message =
      validateImageCount(valueRef.current.length + queue.pending.length + chosen.length, limit) ??
      chosen.map((file) => checkUpload('image', file, accept, maxSizeMb)).find((m) => m !== null) ??
      null;
    setRefusal(message);
    if (!message) queue.start(chosen);
  };

  const remove = (index: number) => {
    setRefusal(null);
    emit(valueRef.current.filter((_, i) => i !== index));
  };

  const count = value.length + queue.pending.length;
  const tile = { width: size, height: size, borderRadius: 4, border: '1px dashed var(--mantine-color-gray-4)', overflow: 'hidden' } as const;

  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={refusal ?? props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
    >
      <Group gap="xs" mt={4}>
        {value.map((image, index) => (
          <Box key={image.filePath} pos="relative" style={tile}>
            <Image src={fileUrl(image.filePath)} alt={image.fileName} w={size} h={size} fit="cover" />
            {!disabled ? (
              <ActionIcon
                pos="absolute"
                top={2}
                right={2}
                size="xs"
                color="dark"
                variant="filled"
                aria-label={`删除 ${image.fileName}`}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            ) : null}
          </Box>
        ))}
        {queue.pending.map((p) => (
          <Stack key={p.key} align="center" justify="center" gap={0} style={tile} aria-label={`${p.name} 上传中`}>
            <RingProgress size={56} thickness={4} sections={[{ value: p.progress, color: 'blue' }]} label={<Text ta="center" size="xs">{p.progress}%</Text>} />
          </Stack>
        ))}
        {count < limit && !disabled ? (
          <FileButton onChange={(files) => choose(Array.isArray(files) ? files : files ? [files] : [])} accept={accept} multiple={limit > 1}>
            {(buttonProps) => (
              <UnstyledButton {...buttonProps} aria-label="上传图片" style={{ ...tile, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                <Text size="xl" c="dimmed" aria-hidden>
                  +
                </Text>
              </UnstyledButton>
            )}
          </FileButton>
        ) : null}
      </Group>
      {failure ? (
        <Text role="alert" size="sm" c="red.7" mt={4}>
          {M.imageUploadFailed}
          {failure !== M.uploadFailed ? `：${failure}` : ''}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
