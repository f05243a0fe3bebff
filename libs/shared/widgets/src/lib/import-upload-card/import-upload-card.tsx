import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';

import { Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UrlQuery } from '@qifu/sdk';
import { useApiClient } from '@qifu/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import { useUpload } from '../upload/upload-config';
import { UploadFailedAlert } from '../upload/upload-failed-alert';
import { UploadError } from '../upload/upload-request';
import { checkUpload, EXCEL_ACCEPT, WORD_ACCEPT } from '../upload/upload-rules';
import { saveBlob } from './save-blob';

interface CardTexts {
  /** Card title; each type has a default (the documents give none). */
  title?: ReactNode;
  /** Line under the title. */
  description?: ReactNode;
}

/**
 * Type 1: template download — a browser navigation to an export path with params (seeds 001 §7),
 * or, for templates behind a login, an authenticated download (`download`).
 */
export type ImportTemplateCardProps = CardTexts & { type: 1 } & (
    | {
        /** API path of the template (`/sms/template/export`). */
        templateUrl: string;
        templateParams?: UrlQuery;
        /** How to navigate; `location.assign` by default (open a new tab instead). */
        navigate?: (url: string) => void;
        download?: never;
      }
    | {
        /**
         * Fetches the template with the caller's token (a plain navigation carries none), e.g.
         * `downloadKnowledgeTemplate` of a data-access library; the card saves the file under its name.
         */
        download: () => Promise<{ blob: Blob; fileName: string }>;
        templateUrl?: never;
        templateParams?: never;
        navigate?: never;
      }
  );

/** Type 2: the upload — one spreadsheet (or a .docx for the word type). */
export interface ImportFileCardProps extends CardTexts {
  type: 2;
  /** `excel`: .xls/.xlsx up to 10 MB (default); `word`: .docx up to 10 MB. */
  fileType?: 'excel' | 'word';
  /** API path receiving the file (multipart `file`); `/files/upload` with `kind` by default. */
  url?: string;
  /** Extra multipart fields. */
  fields?: Record<string, string>;
  /**
   * The server's check of the uploaded file (e.g. an import's check call, which reads the header
   * row with the template's columns): resolves `null` when the file is accepted, or the refusal
   * (模板表头不能修改或删除，缺少或被修改的列：…) shown under the button. Runs after the upload,
   * before `onUploaded`.
   */
  check?: (data: unknown, file: File) => Promise<string | null>;
  /**
   * The import's own check call, receiving the file itself (the one import shape: multipart `file`
   * to the import path, e.g. with `checkOnly`) — nothing is uploaded first. Resolves `null` when the
   * file is accepted, else the refusal shown under the button; then `onUploaded(null, file)`.
   */
  send?: (file: File) => Promise<string | null>;
  /** The answer's `data` and the file after a successful upload (and check). */
  onUploaded?: (data: unknown, file: File) => void;
  /** A failed upload (after the 提示 alert opened). */
  onError?: (error: UploadError, file: File) => void;
  disabled?: boolean;
}

/** Types 3 and 4: the importable and non-importable counts. */
export interface ImportCountCardProps extends CardTexts {
  type: 3 | 4;
  count: number;
  /** An action under the count (e.g. download the rows that cannot be imported). */
  action?: ReactNode;
}

/** Props of {@link ImportUploadCard}. */
export type ImportUploadCardProps = ImportTemplateCardProps | ImportFileCardProps | ImportCountCardProps;

function Frame({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="sm" miw={220}>
      <Stack gap="xs">
        <Title order={5}>{title}</Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

function TemplateCard(props: ImportTemplateCardProps) {
  const { title = '下载导入模板', description } = props;
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (props.download) {
      setBusy(true);
      try {
        const { blob, fileName } = await props.download();
        saveBlob(blob, fileName);
      } catch {
        // the API client already showed why
      } finally {
        setBusy(false);
      }
      return;
    }
    const url = client.url(props.templateUrl, props.templateParams);
    if (props.navigate) props.navigate(url);
    else window.location.assign(url);
  };
  return (
    <Frame title={title} description={description ?? '请按模板格式填写数据，模板表头名称不能修改或删除'}>
      <Group>
        <Button variant="light" size="xs" loading={busy} onClick={() => void onClick()}>
          下载模板
        </Button>
      </Group>
    </Frame>
  );
}

function FileCard(props: ImportFileCardProps) {
  const { fileType = 'excel', url, fields, check, send, disabled = false } = props;
  const { upload } = useUpload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const accept = fileType === 'word' ? WORD_ACCEPT : EXCEL_ACCEPT;

  const choose = async (file: File | null) => {
    if (!file) return;
    const message = checkUpload(fileType, file);
    if (message) {
      setRefusal(message);
      return;
    }
    setRefusal(null);
    setUploaded(null);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      const data = send
        ? null
        : await upload(file, {
            ...(url ? { path: url } : { kind: fileType }),
            ...(fields ? { fields } : {}),
            signal: current.signal,
            onProgress: setProgress,
          });
      if (current.signal.aborted) return;
      const verify = send ? () => send(file) : check ? () => check(data, file) : null;
      if (verify) {
        setProgress(null);
        setChecking(true);
        let refused: string | null;
        try {
          refused = await verify();
        } catch (error) {
          // the check call itself failed: say why under the button
          refused = error instanceof Error && error.message ? error.message : M.uploadFailed;
        } finally {
          setChecking(false);
        }
        if (current.signal.aborted) return;
        if (refused) {
          setRefusal(refused);
          return;
        }
      }
      setUploaded(file.name);
      notifications.show({ color: 'green', message: M.uploadSuccess, autoClose: 3000 });
      props.onUploaded?.(data, file);
    } catch (error) {
      if (current.signal.aborted) return;
      const failure = error instanceof UploadError ? error : new UploadError(M.uploadFailed, 0, 'NETWORK_ERROR');
      setAlert(failure.message);
      props.onError?.(failure, file);
    } finally {
      if (!current.signal.aborted) setProgress(null);
    }
  };

  const description =
    props.description ??
    (fileType === 'word' ? '仅支持.docx格式，大小不超过10M，只能上传1个文件' : '仅支持.xls、.xlsx格式，大小不超过10M，只能上传1个文件');

  return (
    <Frame title={props.title ?? '上传文件'} description={description}>
      <Group>
        <FileButton onChange={(file) => void choose(file)} accept={accept} disabled={disabled || progress !== null || checking}>
          {(buttonProps) => (
            <Button {...buttonProps} size="xs" disabled={disabled || progress !== null || checking}>
              {uploaded ? '重新上传' : '选择文件'}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null ? <Progress value={progress} size="sm" aria-label="上传进度" /> : null}
      {checking ? (
        <Text size="sm" c="dimmed">
          正在校验…
        </Text>
      ) : null}
      {uploaded ? (
        <Text size="sm" c="green.8">
          {uploaded}
        </Text>
      ) : null}
      {refusal ? (
        <Text size="sm" c="red.7" role="alert">
          {refusal}
        </Text>
      ) : null}
      <UploadFailedAlert reason={alert} onClose={() => setAlert(null)} />
    </Frame>
  );
}

function CountCard({ type, count, title, description, action }: ImportCountCardProps) {
  return (
    <Frame title={title ?? (type === 3 ? '可导入数据' : '不可导入数据')} description={description}>
      <Text size="xl" fw={600} c={type === 4 && count > 0 ? 'red.7' : undefined}>
        {count} 条
      </Text>
      {action}
    </Frame>
  );
}

/**
 * The import upload card (seeds 001 §2 "Import upload card", §5): one of four cards by `type` —
 * 1 template download (a browser navigation to `templateUrl` with `templateParams`, or an
 * authenticated `download` saved as a file), 2 upload (one .xls/.xlsx up to 10 MB, else
 * 请上传10M以下的.xls或.xlsx文件; or one .docx for the word type; then the server's `check` — e.g.
 * the import's check call, which refuses a changed header row with 模板表头不能修改或删除，缺少或被修改的列：…,
 * "Template header row names may not be changed or removed" — its refusal shown under the button),
 * 3 the importable count, 4 the non-importable count. The upload shows its progress, 上传成功! on
 * success and the alert 提示 on failure.
 */
export function ImportUploadCard(props: ImportUploadCardProps) {
  if (props.type === 1) return <TemplateCard {...props} />;
  if (props.type === 2) return <FileCard {...props} />;
  return <CountCard {...props} />;
}
