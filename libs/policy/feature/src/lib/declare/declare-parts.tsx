import '@mantine/core/styles/Anchor.css';

import { Anchor, Stack, Text } from '@mantine/core';
import { type Declare } from '@qifu/policy-data-access';
import { useUpload } from '@qifu/widgets';

import { InfoField } from './project-summary';

/**
 * A declaration's attachments (申报材料) as download links, or — when there are none; shared by the
 * enterprise's declaration detail (seeds 000 §4) and the staff review detail (申报审核).
 */
export function DeclareAttachments({ files }: { files: Declare['attachments'] }) {
  const { fileUrl } = useUpload();
  if (files.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="申报材料">
      {files.map((file) => (
        <li key={file.filePath}>
          <Anchor href={fileUrl(file.filePath)} target="_blank" rel="noreferrer" size="sm" download={file.fileName}>
            {file.fileName}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/** A declaration's answers field by field, for a project without a template (lists joined with 、). */
export function RawAnswers({ formData }: { formData: Declare['formData'] }) {
  const entries = Object.entries(formData);
  if (entries.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={4}>
      {entries.map(([key, value]) => (
        <InfoField key={key} label={key}>
          {Array.isArray(value) ? value.join('、') : String(value ?? '')}
        </InfoField>
      ))}
    </Stack>
  );
}
