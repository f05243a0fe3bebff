import { fireEvent, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { type FormData, type FormDataError, type FormTemplate } from '@qifu/validation';
import { UploadConfigProvider, type UploadTransport } from '@qifu/widgets';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DynamicForm, type DynamicFormProps } from './dynamic-form';
import { ALL_ANSWERS, ALL_TYPES, OPTIONS, regionHandler } from './test-fixtures';

setupMsw(regionHandler);

const transport: UploadTransport = (request) => Promise.resolve({ fileName: request.file.name, filePath: `2026/04/${request.file.name}`, size: 16 });

function Uploads({ children }: { children: ReactNode }) {
  return <UploadConfigProvider transport={transport}>{children}</UploadConfigProvider>;
}

function renderForm(props: Partial<DynamicFormProps> & Pick<DynamicFormProps, 'template'>) {
  const onSubmit = vi.fn<(values: FormData) => void>();
  const result = render(<DynamicForm onSubmit={onSubmit} {...props} />, { wrapper: Uploads });
  return { ...result, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交' }));

/** The aria-label of a day button in the calendar (dayjs zh-cn, `D MMMM YYYY`). */
const dayName = (date: Date) => dayjs(date).locale('zh-cn').format('D MMMM YYYY');

async function chooseOption(field: string, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function chooseFile(group: HTMLElement, name: string) {
  const input = group.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['%PDF'], name, { type: 'application/pdf' })] } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DynamicForm', { timeout: 60_000 }, () => {
  it('renders every type with its saved answer and submits it unchanged', async () => {
    const { onSubmit } = renderForm({ template: ALL_TYPES, initialValues: ALL_ANSWERS });
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveValue('年产5万吨新材料技改项目');
    expect(screen.getByRole('textbox', { name: '项目简介' })).toHaveValue('第一行\n第二行');
    expect(screen.getByRole('textbox', { name: '职工人数' })).toHaveValue('120');
    expect(screen.getByRole('textbox', { name: '投资额' })).toHaveValue('1,234,567.50');
    expect(screen.getByRole('button', { name: '开工日期' })).toHaveTextContent('2024-05-06');
    const period = screen.getByRole('group', { name: '建设周期' });
    expect(within(period).getByRole('button', { name: '开始时间 2024-05-01' })).toHaveTextContent('2024-05-01');
    expect(within(period).getByRole('button', { name: '结束时间 2024-12-31' })).toHaveTextContent('2024-12-31');
    expect(screen.getByRole('textbox', { name: '所属行业' })).toHaveValue('制造业');
    const tags = screen.getByRole('textbox', { name: '企业标签' }).closest('[data-field-path]') as HTMLElement;
    expect([...tags.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent)).toEqual(['专精特新', '高新技术']);
    expect(screen.getByRole('radio', { name: '技改' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '贷款贴息' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '资金补助' })).not.toBeChecked();
    const area = screen.getByRole('group', { name: '项目地点' });
    expect(await within(area).findByDisplayValue('武康街道')).toBeInTheDocument();
    expect(within(area).getByRole('textbox', { name: '区县' })).toHaveValue('德清县');
    expect(screen.getByRole('link', { name: '发票.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '设备名称（第1行）' })).toHaveValue('数控机床');
    expect(screen.getByRole('textbox', { name: '单价（第1行）' })).toHaveValue('88,000.00');
    expect(screen.getByRole('textbox', { name: '设备名称（第2行）' })).toHaveValue('激光切割机');
    expect(screen.getByRole('link', { name: '合同.pdf' })).toBeInTheDocument();

    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(ALL_ANSWERS);
  });

  /** {@link ALL_TYPES} limited to some fields. */
  const only = (...keys: string[]): FormTemplate => ({ fields: ALL_TYPES.fields.filter((f) => keys.includes(f.key)) });

  it('takes text, numbers, amounts, dates and date ranges from the user', async () => {
    const { onSubmit } = renderForm({ template: only('projectName', 'summary', 'staff', 'invest', 'startDate', 'period') });
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), ' 新材料项目 ');
    await userEvent.type(screen.getByRole('textbox', { name: '项目简介' }), '简介');
    await userEvent.type(screen.getByRole('textbox', { name: '职工人数' }), '-12.5');
    const invest = screen.getByRole('textbox', { name: '投资额' });
    await userEvent.type(invest, '-1234567.891');
    await userEvent.tab();
    expect(invest).toHaveValue('1,234,567.89');

    // a date of the current month (the calendar opens there)
    const now = new Date();
    const day = (d: number) => new Date(now.getFullYear(), now.getMonth(), d);
    await userEvent.click(screen.getByRole('button', { name: '开工日期' }));
    await userEvent.click(await screen.findByRole('button', { name: dayName(day(15)) }));
    const period = screen.getByRole('group', { name: '建设周期' });
    await userEvent.click(within(period).getByRole('button', { name: /^开始时间/ }));
    await userEvent.click(await screen.findByRole('button', { name: dayName(day(10)) }));
    await userEvent.click(within(period).getByRole('button', { name: /^结束时间/ }));
    await userEvent.click(await screen.findByRole('button', { name: dayName(day(20)) }));

    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      projectName: '新材料项目',
      summary: '简介',
      staff: -12.5,
      invest: 1234567.89,
      startDate: dayjs(day(15)).format('YYYY-MM-DD'),
      period: [dayjs(day(10)).format('YYYY-MM-DD'), dayjs(day(20)).format('YYYY-MM-DD')],
    });
  });

  it('takes choices, a region, files and table rows from the user', async () => {
    const { onSubmit } = renderForm({ template: only('industry', 'tags', 'projectType', 'support', 'area', 'invoice', 'devices') });
    await chooseOption('所属行业', '建筑业');
    await chooseOption('企业标签', '高新技术');
    await userEvent.click(screen.getByRole('radio', { name: '扩建' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '资金补助' }));

    const area = screen.getByRole('group', { name: '项目地点' });
    await userEvent.click(within(area).getByRole('textbox', { name: '市' }));
    await userEvent.click(await screen.findByRole('option', { name: '湖州市' }));
    await userEvent.click(await within(area).findByRole('textbox', { name: '区县' }));
    await userEvent.click(await screen.findByRole('option', { name: '德清县' }));
    await userEvent.click(await within(area).findByRole('textbox', { name: '街道' }));
    await userEvent.click(await screen.findByRole('option', { name: '新市镇' }));

    chooseFile(screen.getByRole('group', { name: '发票' }), '购置发票.pdf');
    expect(await screen.findByRole('link', { name: '购置发票.pdf' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '新增一行' }));
    await userEvent.type(screen.getByRole('textbox', { name: '设备名称（第1行）' }), '数控机床');
    await userEvent.type(screen.getByRole('textbox', { name: '单价（第1行）' }), '88000');

    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      industry: 'E',
      tags: ['gx'],
      projectType: '3',
      support: ['fund'],
      area: '330521101',
      invoice: [{ fileName: '购置发票.pdf', filePath: '2026/04/购置发票.pdf' }],
      devices: [{ deviceName: '数控机床', price: 88000, proof: [] }],
    });
  });

  const REQUIRED: FormTemplate = {
    fields: [
      { key: 'projectName', label: '项目名称', type: 'input', required: true },
      { key: 'invest', label: '投资额', type: 'amount', required: true },
      { key: 'startDate', label: '开工日期', type: 'date', required: true },
      { key: 'projectType', label: '项目类型', type: 'radio', required: true, options: OPTIONS },
      { key: 'area', label: '项目地点', type: 'region', required: true },
      { key: 'invoice', label: '发票', type: 'upload', required: true },
      { key: 'devices', label: '设备清单', type: 'table', required: true, columns: [{ key: 'deviceName', label: '设备名称', type: 'input', required: true }] },
    ],
  };

  it('shows the required messages under their fields and submits nothing', async () => {
    const { onSubmit } = renderForm({ template: REQUIRED });
    await submit();
    for (const text of ['请输入项目名称', '请输入投资额', '请选择开工日期', '请选择项目类型', '请选择项目地点', '请上传发票', '请添加设备清单']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveAttribute('aria-required', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // fixing a field clears its message; a row clears the table's and its empty cell is checked
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), '项目');
    expect(screen.queryByText('请输入项目名称')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增一行' }));
    expect(screen.queryByText('请添加设备清单')).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('请输入设备名称')).toBeInTheDocument();
  });

  it('shows the rule messages: mobile, credit code, a custom message, formats', async () => {
    const template: FormTemplate = {
      fields: [
        { key: 'phone', label: '联系电话', type: 'input', rules: [{ type: 'mobile' }] },
        { key: 'code', label: '统一社会信用代码', type: 'input', rules: [{ type: 'creditCode' }] },
        { key: 'mail', label: '邮箱', type: 'input', rules: [{ type: 'email' }] },
        { key: 'no', label: '项目编号', type: 'input', rules: [{ type: 'pattern', value: '^XM\\d{4}$', message: '项目编号以XM开头，后跟4位数字' }] },
        { key: 'staff', label: '职工人数', type: 'number', rules: [{ type: 'min', value: 1 }, { type: 'max', value: 1000 }] },
        { key: 'intro', label: '简介', type: 'textarea', rules: [{ type: 'maxLength', value: 5 }] },
      ],
    };
    const { onSubmit } = renderForm({ template });
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '1380013800');
    await userEvent.type(screen.getByRole('textbox', { name: '统一社会信用代码' }), '91330521ma2b3c4d5e');
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), 'a@b');
    await userEvent.type(screen.getByRole('textbox', { name: '项目编号' }), 'XM12');
    await userEvent.type(screen.getByRole('textbox', { name: '职工人数' }), '1001');
    await userEvent.type(screen.getByRole('textbox', { name: '简介' }), '六个字的简介');
    await submit();
    for (const text of ['手机号格式错误', '社会信用代码格式错误', '邮箱格式错误', '项目编号以XM开头，后跟4位数字', '职工人数不能大于1000', '简介不能超过5个字']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('brings the first invalid field into view and focuses it (seeds 000 §5)', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const template: FormTemplate = {
      fields: [
        { key: 'projectName', label: '项目名称', type: 'input', required: true },
        { key: 'phone', label: '联系电话', type: 'input', required: true, rules: [{ type: 'mobile' }] },
        { key: 'devices', label: '设备清单', type: 'table', columns: [{ key: 'deviceName', label: '设备名称', type: 'input', required: true }] },
      ],
    };
    renderForm({ template, initialValues: { projectName: '项目', phone: '123', devices: [{ deviceName: '' }] } });
    const submitButton = screen.getByRole('button', { name: '提交' });
    submitButton.focus();
    await userEvent.keyboard('{Enter}');
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(scrolled).toEqual([phone]);

    // with the phone fixed, the empty cell is next
    await userEvent.clear(phone);
    await userEvent.type(phone, '13800138000{Enter}');
    const cell = screen.getByRole('textbox', { name: '设备名称（第1行）' });
    await waitFor(() => expect(cell).toHaveFocus());
    expect(scrolled).toEqual([phone, cell]);
    expect(screen.getByText('请输入设备名称')).toBeInTheDocument();
  });

  it('adds and removes table rows; the new row is focused; 50 rows at most', async () => {
    const template: FormTemplate = {
      fields: [{ key: 'devices', label: '设备清单', type: 'table', columns: [{ key: 'deviceName', label: '设备名称', type: 'input' }, { key: 'qty', label: '数量', type: 'number' }] }],
    };
    const { onSubmit } = renderForm({ template });
    expect(screen.getByText('暂无数据，请点击“新增一行”')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '设备清单' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增一行' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '设备名称（第1行）' })).toHaveFocus());
    await userEvent.keyboard('机床');
    await userEvent.click(screen.getByRole('button', { name: '新增一行' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '设备名称（第2行）' })).toHaveFocus());
    await userEvent.keyboard('叉车');
    await userEvent.type(screen.getByRole('textbox', { name: '数量（第2行）' }), '3');
    await userEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    expect(screen.getByRole('textbox', { name: '设备名称（第1行）' })).toHaveValue('叉车');
    expect(screen.queryByRole('textbox', { name: '设备名称（第2行）' })).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ devices: [{ deviceName: '叉车', qty: 3 }] }));
  });

  it('offers no 新增一行 beyond 50 rows', () => {
    const template: FormTemplate = { fields: [{ key: 'rows', label: '明细', type: 'table', columns: [{ key: 'name', label: '名称', type: 'input' }] }] };
    renderForm({ template, initialValues: { rows: Array.from({ length: 50 }, (_, i) => ({ name: `第${i}项` })) } });
    expect(screen.getByRole('button', { name: '新增一行' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除第50行' })).toBeEnabled();
  });

  it('saves a draft without the required check, but with the format checks', async () => {
    const onSaveDraft = vi.fn<(values: FormData) => void>();
    const template: FormTemplate = {
      fields: [
        { key: 'projectName', label: '项目名称', type: 'input', required: true },
        { key: 'phone', label: '联系电话', type: 'input', required: true, rules: [{ type: 'mobile' }] },
      ],
    };
    const { onSubmit } = renderForm({ template, onSaveDraft, draftLabel: '暂存' });
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '12');
    await userEvent.click(screen.getByRole('button', { name: '暂存' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    expect(screen.queryByText('请输入项目名称')).not.toBeInTheDocument();
    expect(onSaveDraft).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: '联系电话' }));
    await userEvent.click(screen.getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(onSaveDraft).toHaveBeenCalledWith({ projectName: null, phone: null }));
    expect(screen.queryByText('请输入项目名称')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no draft button without onSaveDraft; submitting loads the clicked button and disables the other', () => {
    const template: FormTemplate = { fields: [{ key: 'a', label: '甲', type: 'input' }] };
    const { rerender } = render(<DynamicForm template={template} onSubmit={() => undefined} submitLabel="提交申报" />);
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    rerender(<DynamicForm template={template} onSubmit={() => undefined} onSaveDraft={() => undefined} submitting />);
    expect(screen.getByRole('button', { name: '提交' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeDisabled();
  });

  it('shows the server errors on their fields, brings the first into view and lists the others', async () => {
    const template: FormTemplate = {
      fields: [
        { key: 'projectName', label: '项目名称', type: 'input' },
        { key: 'devices', label: '设备清单', type: 'table', columns: [{ key: 'deviceName', label: '设备名称', type: 'input' }] },
      ],
    };
    const initialValues = { projectName: '项目', devices: [{ deviceName: '机床' }] };
    const onSubmit = () => undefined;
    const { rerender } = render(<DynamicForm template={template} initialValues={initialValues} onSubmit={onSubmit} />);
    const serverErrors: FormDataError[] = [
      { path: 'devices.0.deviceName', label: '设备清单第1行 设备名称', message: '设备名称重复' },
      { path: 'extra', label: 'extra', message: '申报表中没有该字段' },
    ];
    rerender(<DynamicForm template={template} initialValues={initialValues} onSubmit={onSubmit} serverErrors={serverErrors} />);
    expect(await screen.findByText('设备名称重复')).toBeInTheDocument();
    const cell = screen.getByRole('textbox', { name: '设备名称（第1行）' });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(cell).toHaveFocus());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('提交的数据有误');
    expect(alert).toHaveTextContent('extra：申报表中没有该字段');
  });

  it('reports dirtiness against the last saved answers', async () => {
    const onDirtyChange = vi.fn<(dirty: boolean) => void>();
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const template: FormTemplate = { fields: [{ key: 'projectName', label: '项目名称', type: 'input' }] };
    render(<DynamicForm template={template} initialValues={{ projectName: '项目' }} onSubmit={onSubmit} onDirtyChange={onDirtyChange} />);
    expect(onDirtyChange).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: '项目名称' });
    await userEvent.type(name, '一');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(name, '{Backspace}');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(name, '二');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ projectName: '项目二' });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    resolve();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(onDirtyChange).toHaveBeenCalledTimes(4);
  });

  it('refuses a file outside accept before uploading', async () => {
    const template: FormTemplate = { fields: [{ key: 'invoice', label: '发票', type: 'upload', accept: '.pdf' }] };
    renderForm({ template });
    chooseFile(screen.getByRole('group', { name: '发票' }), '发票.exe');
    expect(await screen.findByText('请上传.pdf类型的文件')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
