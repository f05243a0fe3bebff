import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { Alert, Anchor, Code, Container, MultiSelect, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { unwrap } from '@qifu/sdk';
import { api, sessionStore, tokenAtom, useSession } from '@qifu/session';
import { AppLink } from '@qifu/ui';
import {
  DateRangeInput,
  FileUploader,
  ImageUploader,
  RegionCascader,
  TreeSelect,
  UploadConfigProvider,
  useDictOptions,
  type DateRangeValue,
  type UploadedFileValue,
} from '@qifu/widgets';
import { resourceKeys } from '@qifu/util';
import { queryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The public tree the tree-select example loads: the enabled service categories as two levels
 * (`getServiceCategoryCascade`), under the key the sys data-access gives the cascade (the shared
 * factory's `['sys', 'basicDataConfig', 'list', { cascade: true }]`).
 */
export function demoTreeQuery() {
  return queryOptions({
    queryKey: resourceKeys('sys', 'basicDataConfig').list({ cascade: true }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/basicDataConfig/getServiceCategoryCascade', { signal })),
  });
}

const getToken = () => sessionStore.get(tokenAtom);

function Example({ title, note, children, value }: { title: string; note: ReactNode; children: ReactNode; value: string }) {
  return (
    <Paper withBorder p="lg" radius="sm" component="section" aria-label={title}>
      <Stack gap="sm">
        <Text component="h2" fz="lg" fw={600} m={0}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
        {children}
        <Text size="sm">
          当前值：<Code data-testid={`value-${title}`}>{value}</Code>
        </Text>
      </Stack>
    </Paper>
  );
}

const day = (d: Date | null) => (d ? d.toISOString() : '—');
const json = (v: unknown) => JSON.stringify(v);

/**
 * /demo (seeds 000 §2 "demo"): the shared widgets of `@qifu/widgets` for integrators, each with its
 * rules and its current value, loading their data from the database through the public calls —
 * the date range (equal ends refused with 开始时间和结束时间不能相等, a reversed choice clears the
 * other end; days or date-time), the region selector (市 / 区县 / 街道, `/sys/region/children`), the
 * tree select of the service categories (only leaves: 请选择最小分类。), dictionary options
 * (`getDict`: 支持方式, 国民经济行业门类) and the image and file uploaders (need a login).
 */
export function DemoPage() {
  const { isLoggedIn } = useSession();
  const [days, setDays] = useState<DateRangeValue>([null, null]);
  const [times, setTimes] = useState<DateRangeValue>([null, null]);
  const [region, setRegion] = useState<string[]>([]);
  const [category, setCategory] = useState<string | null>(null);
  const [categoryPath, setCategoryPath] = useState('');
  const [mode, setMode] = useState<string | null>(null);
  const [industries, setIndustries] = useState<string[]>([]);
  const [images, setImages] = useState<UploadedFileValue[]>([]);
  const [files, setFiles] = useState<UploadedFileValue[]>([]);
  const supportModes = useDictOptions('supportMode');
  const industry = useDictOptions('industry');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text component="h1" fz="h2" fw={700} c="blue.9" m={0}>
            组件演示
          </Text>
          <Text c="dimmed">
            平台共用组件及其规则的示例，数据来自本平台数据库。表单组件另见{' '}
            <Anchor component={AppLink} href="/commonform" underline="always">
              自定义表单
            </Anchor>
            。
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Example title="日期范围" note="开始和结束相同时不接受（开始时间和结束时间不能相等）；结束早于开始时清空开始，开始晚于结束时清空结束。" value={`${day(days[0])} 至 ${day(days[1])}`}>
            <DateRangeInput label="日期" value={days} onChange={setDays} />
          </Example>
          <Example title="日期时间范围" note="同上，精确到分钟。" value={`${day(times[0])} 至 ${day(times[1])}`}>
            <DateRangeInput label="日期时间" withTime value={times} onChange={setTimes} />
          </Example>
          <Example title="地区选择" note="市 / 区县 / 街道三级联动，选中一级后加载下一级（/sys/region/children）。" value={json(region)}>
            <RegionCascader label="所在地区" value={region} onChange={(codes) => setRegion(codes)} clearable />
          </Example>
          <Example title="树形选择" note="服务类别（基础数据配置）的两级树；只能选择最末一级，否则提示“请选择最小分类。”" value={category ? `${category}（${categoryPath}）` : '—'}>
            <TreeSelect
              label="服务类别"
              query={demoTreeQuery()}
              onlyLeaf
              showPath
              clearable
              value={category}
              onChange={(value, node) => {
                setCategory(value);
                setCategoryPath(node ? node.path.join(' / ') : '');
              }}
            />
          </Example>
          <Example title="字典选项" note="字典数据（getDict）一次加载、各处共用，不含“全部”。" value={json({ supportMode: mode, industry: industries })}>
            <Select label="支持方式" data={supportModes.data ?? []} value={mode} onChange={setMode} clearable placeholder={supportModes.isPending ? '加载中' : '请选择'} />
            <MultiSelect label="国民经济行业门类" data={industry.data ?? []} value={industries} onChange={setIndustries} clearable searchable placeholder="可多选" />
          </Example>
          <Example
            title="上传"
            note="图片不大于10M、最多3张；文件不大于10M；文件类型按内容识别，改了扩展名的可执行文件会被拒绝。"
            value={json({ images: images.map((i) => i.fileName), files: files.map((f) => f.fileName) })}
          >
            {isLoggedIn ? null : (
              <Alert color="blue">
                上传需要登录，
                <Anchor component={AppLink} href="/login">
                  去登录
                </Anchor>
                。
              </Alert>
            )}
            <UploadConfigProvider getToken={getToken}>
              <ImageUploader label="图片" value={images} onChange={setImages} disabled={!isLoggedIn} />
              <FileUploader label="附件" value={files} onChange={setFiles} disabled={!isLoggedIn} />
            </UploadConfigProvider>
          </Example>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
