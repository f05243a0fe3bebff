/**
 * Offices (issue 4): the tree, the selector options, unique names, no cycles, deleting only empty
 * offices. Through the real API, with the Chinese refusals (nothing changed).
 */
import { describe, expect, it } from 'vitest';

import { loginAs } from '../../../testing/test-server';
import { get, officeId, type OfficeNode, type Option, post, server, startAdminServer } from '../../../testing/admin-test-kit';

startAdminServer();

describe('offices', () => {
  it('answers the tree, the selector options (root disabled) and details', async () => {
    const tree = (await get<OfficeNode[]>('/sys/office/tree')).data ?? [];
    expect(tree.map((n) => n.officeName)).toEqual(['德清县人民政府']);
    expect(tree[0]?.children.length).toBeGreaterThan(10);
    const hit = (await get<OfficeNode[]>(`/sys/office/tree?keyword=${encodeURIComponent('中小企业')}`)).data ?? [];
    expect(hit[0]?.children.map((c) => c.officeName)).toEqual(['德清县经济和信息化局']);
    expect(hit[0]?.children[0]?.children.map((c) => c.officeName)).toEqual(['德清县中小企业发展服务中心']);

    const call = await loginAs(server, 'callcenter');
    const options = (await get<Option[]>('/sys/office/options', call.token)).data ?? [];
    expect(options[0]).toMatchObject({ label: '德清县人民政府', disabled: true });
    expect(options[0]?.children.every((c) => c.disabled === undefined)).toBe(true);
    const towns = (await get<Option[]>('/sys/office/options?officeType=3', call.token)).data ?? [];
    expect(towns[0]?.children.map((c) => c.label)).toContain('新市镇');
    expect(towns[0]?.children.map((c) => c.label)).not.toContain('德清县财政局');

    const jxj = await officeId('德清县经济和信息化局');
    expect((await get(`/sys/office/detail?id=${jxj}`)).data).toMatchObject({ officeName: '德清县经济和信息化局', parentName: '德清县人民政府', userCount: 1 });
  });

  it('keeps names unique, refuses cycles, and deletes only empty offices', async () => {
    const root = await officeId('德清县人民政府');
    const jxj = await officeId('德清县经济和信息化局');
    const child = await officeId('德清县中小企业发展服务中心');
    expect(await post('/sys/office/save', { parentId: root, officeName: '德清县财政局', officeType: '2' })).toMatchObject({ code: 'CONFLICT', msg: '部门名称已存在' });
    expect(await post('/sys/office/save', { id: jxj, parentId: child, officeName: '德清县经济和信息化局', officeType: '2' })).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '上级部门不能是自身或其下级',
    });
    expect(await post('/sys/office/delete', { id: jxj })).toMatchObject({ code: 'BUSINESS_RULE', msg: '该部门下存在下级部门或用户，不能删除' });
    const created = await post<{ id: string }>('/sys/office/save', { parentId: root, officeName: '德清县统计局', officeCode: 'TJJ', officeType: '2', sort: 30 });
    expect(created).toMatchObject({ success: true });
    expect(await post('/sys/office/delete', { id: created.data?.id })).toMatchObject({ success: true, msg: '删除成功' });
    expect(await get(`/sys/office/detail?id=${created.data?.id}`)).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
  });
});
