import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ActionIcon.css';

import { ActionIcon, Anchor, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { validateFileCount } from '@qifu/validation';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import { useUpload, type UploadedFileValue } from '../upload/upload-config';
import { UploadFailedAlert } from '../upload/upload-failed-alert';
import type { UploadError } from '../upload/upload-request';
import { checkUpload, FILE_ACCEPT } from '../upload/upload-rules';
import { useUploadQueue } from '../upload/use-upload-queue';

/** Props of {@link FileUploader}. */
export interface FileUploaderProps {
  /** The uploaded files (controlled). */
  value?: UploadedFileValue[];
  defaultValue?: UploadedFileValue[];
  onChange?: (files: UploadedFileValue[]) => void;
  /** `file`: 10 MB, 文件大于10M! (default); `document`: 30 MB, 请上传30M以下的文件. */
  variant?: 'file' | 'document';
  /** Accepted extensions (`.pdf,.docx`); the server's list by default. */
  accept?: string;
  /** Size limit in MB; 10 (30 for documents) by default. */
  maxSizeMb?: number;
  /** How many files; 1 by default (seeds 001 §5, §9). */
  limit?: number;
  /** Extra multipart fields (knowledge import sends `knosFile`). */
  fields?: Record<string, string>;
  /** Shows 上传成功! after each upload; default true. */
  showSuccess?: boolean;
  /** The error event of a failed upload (seeds 000 §8), after the 提示 alert opened. */
  onError?: (error: UploadError, file: File) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** Button text; 上传文件 by default. */
  buttonText?: string;
}

/**
 * File uploader (seeds 001 §2, §5, §8, §9): checks each chosen file first — more than `limit`
 * (default 1) → 只能上传{n}个文件; over 10 MB → 文件大于10M! (`document` variant: 30 MB,
 * 请上传30M以下的文件); a type outside `accept` → 请上传{accept}类型的文件 — then uploads it to
 * `POST /files/upload` (field `file`, `kind` = the variant) with a progress bar. Success shows
 * 上传成功! and adds `{ filePath, fileName, exName }` to the value; a failure opens an alert
 * titled 提示 saying 上传失败! with the server's reason, and fires `onError`. Files are listed with
 * a download link and a 删除 button.
 */
export function FileUploader(props: FileUploaderProps) {
  const { variant = 'file', accept = FILE_ACCEPT, maxSizeMb, limit = 1, fields, showSuccess = true, disabled = false } = props;
  const { fileUrl } = useUpload();
  const [inner, setInner] = useState<UploadedFileValue[]>(props.defaultValue ?? []);
  const value = props.value ?? inner;
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  }, [value]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const emit = (next: UploadedFileValue[]) => {
    valueRef.current = next;
    if (props.value === undefined) setInner(next);
    props.onChange?.(next);
  };

  const queue = useUploadQueue({
    kind: variant,
    ...(fields ? { fields } : {}),
    onDone: (file) => {
      emit([...valueRef.current, file]);
      if (showSuccess) notifications.show({ color: 'green', message: M.uploadSuccess, autoClose: 3000 });
    },
    onFail: (error, file) => {
      setAlert(error.message);
      props.onError?.(error, file);
    },
  });

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const countError = validateFileCount(valueRef.current.length + queue.pending.length + chosen.length, limit);
    const fileError = countError ?? chosen.map((file) => checkUpload(variant, file, accept, maxSizeMb)).find((m) => m !== null) ?? null;
    setRefusal(fileError);
    if (fileError) return;
    queue.start(chosen);
  };

  const remove = (index: number) => {
    setRefusal(null);
    emit(valueRef.current.filter((_, i) => i !== index));
  };

  const full = value.length + queue.pending.length >= limit;

  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={refusal ?? props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
    >
      <Stack gap={6} mt={4}>
        <Group gap="xs">
          <FileButton onChange={(files) => choose(Array.isArray(files) ? files : files ? [files] : [])} accept={accept} multiple={limit > 1} disabled={disabled || full}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="default" size="xs" disabled={disabled || full}>
                {props.buttonText ?? '上传文件'}
              </Button>
            )}
          </FileButton>
        </Group>
        {value.map((file, index) => (
          <Group key={file.filePath} gap="xs" wrap="nowrap">
            <Anchor href={fileUrl(file.filePath)} size="sm" target="_blank" rel="noreferrer" truncate="end">
              {file.fileName}
            </Anchor>
            {!disabled ? (
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`删除 ${file.fileName}`} onClick={() => remove(index)}>
                ×
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {queue.pending.map((p) => (
          <Stack key={p.key} gap={2}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" truncate="end">
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {p.progress}%
              </Text>
            </Group>
            <Progress value={p.progress} size="sm" aria-label={`${p.name} 上传进度`} />
          </Stack>
        ))}
      </Stack>
      <UploadFailedAlert reason={alert} onClose={() => setAlert(null)} />
    </Input.Wrapper>
  );
}
