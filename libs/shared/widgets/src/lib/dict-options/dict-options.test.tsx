import { apiUrl, render, screen, setupMsw } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { useDictOptions, useDictOptionsByIds, withoutAllOption } from './dict-options';

const ok = (data: unknown) => HttpResponse.json({ success: true, code: 'OK', msg: '操作成功', data });
let dictCalls = 0;
const bodies: unknown[] = [];

setupMsw(
  http.get(apiUrl('/sys/dict/getDict'), () => {
    dictCalls += 1;
    return ok({
      supportMode: [
        { label: '全部', value: '' },
        { label: '资金补助', value: '1' },
        { label: '荣誉认定', value: '2' },
      ],
    });
  }),
  http.post(apiUrl('/sys/queryDictOptionByOptionIds'), async ({ request }) => {
    bodies.push(await request.json());
    return ok([
      { label: '全部', value: '0' },
      { label: '资金补助', value: '1' },
    ]);
  }),
);

function Modes({ dictKey }: { dictKey: string }) {
  const { data, isSuccess } = useDictOptions(dictKey);
  if (!isSuccess) return <p>加载中</p>;
  return <p data-testid={dictKey}>{data.map((o) => `${o.value}:${o.label}`).join(',') || '无'}</p>;
}

function ByIds() {
  const { data } = useDictOptionsByIds({ dictTypeCode: 'supportMode', optionIds: ['0', '1'] });
  return <p data-testid="by-ids">{data?.map((o) => o.label).join(',')}</p>;
}

describe('dictionary option lookups', () => {
  it('useDictOptions gives one dictionary of getDict without 全部, one call for all keys', async () => {
    dictCalls = 0;
    render(
      <>
        <Modes dictKey="supportMode" />
        <Modes dictKey="unknown" />
      </>,
    );
    expect(await screen.findByText('1:资金补助,2:荣誉认定')).toBeInTheDocument();
    expect(await screen.findByText('无')).toBeInTheDocument();
    expect(dictCalls).toBe(1);
  });

  it('useDictOptionsByIds posts optionIds and dictTypeCode and drops 全部', async () => {
    render(<ByIds />);
    expect(await screen.findByText('资金补助')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ dictTypeCode: 'supportMode', optionIds: ['0', '1'] });
  });

  it('withoutAllOption keeps everything else', () => {
    expect(withoutAllOption([{ label: '全部' }, { label: '全部企业' }, { label: ' 全部 ' }])).toEqual([{ label: '全部企业' }]);
  });
});
