import { MantineProvider } from '@mantine/core';
import { renderHook } from '@testing-library/react';
import { useMantineReactTable, type MRT_ColumnDef, type MRT_TableOptions } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyCoreRowModel } from './lazy-row-model';

interface Company {
  id: string;
  name: string;
  office: { name: string };
}

const DATA: Company[] = Array.from({ length: 50 }, (_, i) => ({ id: `c${i}`, name: `企业${i}`, office: { name: `科室${i}` } }));

const COLUMNS: MRT_ColumnDef<Company>[] = [
  { accessorKey: 'name', header: '企业名称' },
  { id: 'office', accessorFn: (row) => row.office.name, header: '科室' },
];

function wrapper({ children }: { children: ReactNode }) {
  return <MantineProvider>{children}</MantineProvider>;
}

/** Server-side paging, sorting and filtering, as in PagedTable: no row model reads every row. */
const SERVER_SIDE: Partial<MRT_TableOptions<Company>> = {
  enablePagination: false,
  manualFiltering: true,
  manualSorting: true,
  enableFilters: false,
  enableGlobalFilter: false,
  enableSorting: false,
};

function renderCompanyTable(options: Partial<MRT_TableOptions<Company>>) {
  return renderHook(
    (props: Partial<MRT_TableOptions<Company>>) =>
      useMantineReactTable<Company>({ columns: COLUMNS, data: DATA, ...SERVER_SIDE, ...options, ...props }),
    { wrapper },
  );
}

describe('lazyCoreRowModel', () => {
  it("gives the same rows as TanStack Table's own row model", () => {
    const getRowId = (row: Company) => row.id;
    const eager = renderCompanyTable({ getRowId }).result.current.getRowModel();
    const lazy = renderCompanyTable({ getRowId, getCoreRowModel: lazyCoreRowModel() }).result.current.getRowModel();

    expect(lazy.rows).toHaveLength(DATA.length);
    expect(Array.isArray(lazy.rows)).toBe(true);
    const shape = (model: typeof eager) =>
      model.rows.map((row) => ({
        id: row.id,
        index: row.index,
        depth: row.depth,
        original: row.original,
        values: [row.getValue('name'), row.getValue('office')],
        cells: row.getAllCells().map((cell) => cell.id),
        selected: row.getIsSelected(),
      }));
    expect(shape(lazy)).toEqual(shape(eager));
    expect(lazy.flatRows.map((row) => row.id)).toEqual(eager.flatRows.map((row) => row.id));
    expect(Object.keys(lazy.rowsById)).toEqual(Object.keys(eager.rowsById));
    expect(lazy.rowsById['c7']?.original).toBe(DATA[7]);
    expect('c7' in lazy.rowsById).toBe(true);
    expect(lazy.rowsById['nope']).toBeUndefined();
  });

  it('builds a row only when it is read, once', () => {
    const getRowId = vi.fn((row: Company) => row.id);
    const { result } = renderCompanyTable({ getRowId, getCoreRowModel: lazyCoreRowModel() });
    const { rows } = result.current.getRowModel();
    expect(rows).toHaveLength(50);
    expect(getRowId).not.toHaveBeenCalled();

    const row = rows[42];
    expect(row?.id).toBe('c42');
    expect(rows[42]).toBe(row);
    expect(result.current.getRowModel().flatRows[42]).toBe(row);
    expect(getRowId).toHaveBeenCalledTimes(1);
  });

  it('keeps the model while the data stay the same and builds a new one for new data', () => {
    const { result, rerender } = renderCompanyTable({ getRowId: (row) => row.id, getCoreRowModel: lazyCoreRowModel() });
    const first = result.current.getRowModel();
    rerender({});
    expect(result.current.getRowModel()).toBe(first);

    const next = DATA.slice(0, 3).reverse();
    rerender({ data: next });
    const second = result.current.getRowModel();
    expect(second).not.toBe(first);
    expect(second.rows.map((row) => row.id)).toEqual(['c2', 'c1', 'c0']);
  });

  it('supports the array methods MRT uses (slice, map, filter, spread)', () => {
    const { result } = renderCompanyTable({ getRowId: (row) => row.id, getCoreRowModel: lazyCoreRowModel() });
    const { rows } = result.current.getRowModel();
    expect(rows.slice(1, 3).map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(rows.filter((row) => row.index % 10 === 0).map((row) => row.id)).toEqual(['c0', 'c10', 'c20', 'c30', 'c40']);
    expect([...rows].at(-1)?.id).toBe('c49');
  });
});
