import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';

import { Anchor, Stack, Table } from '@mantine/core';
import { formatDate, useApiClient } from '@qifu/ui';
import { isFileRef, type FormTemplate, type FormTemplateField } from '@qifu/validation';
import { regionChildrenQuery, useUpload } from '@qifu/widgets';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { regionChain } from './form-values';
import { DYNAMIC_FORM_MESSAGES as M } from './messages';

/** Props of {@link FormAnswers}. */
export interface FormAnswersProps {
  template: FormTemplate;
  /** The answers (`ApplyFormData`). */
  values: Record<string, unknown> | null | undefined;
}

const AMOUNT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 10 });

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The region's names from the city down (`湖州市 / 德清县 / 武康街道`), the code while they load. */
function RegionText({ code }: { code: string }) {
  const client = useApiClient();
  const chain = regionChain(code);
  const levels = useQueries({
    queries: chain.map((_, i) => {
      const parent = i === 0 ? null : (chain[i - 1] ?? null);
      return { ...regionChildrenQuery(client, parent), retry: false };
    }),
  });
  const names = chain.map((c, i) => levels[i]?.data?.find((area) => area.code === c)?.name);
  if (names.some((n) => n === undefined)) return <>{code}</>;
  return <>{names.join(' / ')}</>;
}

/** The file links of an upload answer (download through the app's file address). */
function FileLinks({ files }: { files: unknown[] }) {
  const { fileUrl } = useUpload();
  return (
    <Stack gap={2}>
      {files.filter(isFileRef).map((file) => (
        <Anchor key={file.filePath} href={fileUrl(file.filePath)} target="_blank" rel="noreferrer" size="sm" download={file.fileName}>
          {file.fileName}
        </Anchor>
      ))}
    </Stack>
  );
}

function optionLabel(field: FormTemplateField, value: unknown): string {
  return field.options?.find((o) => o.value === value)?.label ?? String(value);
}

/** One answer as text, links or a table. */
function AnswerValue({ field, value }: { field: FormTemplateField; value: unknown }): ReactNode {
  if (isBlank(value)) return M.empty;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? NUMBER.format(value) : String(value);
    case 'amount':
      return typeof value === 'number' ? AMOUNT.format(value) : String(value);
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'dateRange': {
      const [start, end] = Array.isArray(value) ? value : [];
      const day = (v: unknown) => (isBlank(v) ? M.empty : formatDate(String(v)) || String(v));
      return `${day(start)} ${M.rangeSeparator} ${day(end)}`;
    }
    case 'select':
    case 'radio':
      return optionLabel(field, value);
    case 'multiSelect':
    case 'checkbox':
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(field, v)).join('、');
    case 'region':
      return <RegionText code={String(value)} />;
    case 'upload':
      return <FileLinks files={Array.isArray(value) ? value : []} />;
    case 'table':
      return <AnswerTable field={field} rows={Array.isArray(value) ? value : []} />;
    default:
      return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
  }
}

function AnswerTable({ field, rows }: { field: FormTemplateField; rows: unknown[] }) {
  const columns = field.columns ?? [];
  return (
    <Table.ScrollContainer minWidth={Math.max(360, columns.length * 160 + 56)}>
      <Table withTableBorder withColumnBorders aria-label={field.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{M.rowNumber}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const cells = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
            return (
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key}>
                    <AnswerValue field={c} value={cells[c.key]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The answers of a submitted declaration, read-only (the declaration detail page, seeds 000 §2
 * `policyserverdectail`): a two-column table of field labels and answers. Option values show their
 * labels (several joined by 、), amounts with 2 decimals and thousands separators, dates as
 * 2026年04月01日 (a range: … 至 …), regions as names from the city down (loaded from
 * `listRegionChildren`), uploads as download links, tables as tables; an unanswered field shows -.
 */
export function FormAnswers({ template, values }: FormAnswersProps) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {template.fields.map((field) => (
          <Table.Tr key={field.key}>
            <Table.Th scope="row" w={200} style={{ verticalAlign: 'top' }}>
              {field.label}
            </Table.Th>
            <Table.Td>
              <AnswerValue field={field} value={values?.[field.key]} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
