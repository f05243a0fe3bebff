/**
 * A core row model for mantine-react-table that builds each row object only when it is first
 * read. TanStack Table's own `getCoreRowModel()` builds every row up front, each with some thirty
 * closures added by the table features: for the 9000 rows of show-all mode (seeds 001 §9) that is
 * about 100 ms and a burst of garbage before the first row can be painted, although the row
 * virtualizer then reads only the twenty or so rows on screen.
 */
import { createRow, type MRT_Row, type MRT_RowData, type MRT_TableInstance, type MRT_TableOptions } from 'mantine-react-table';

/** The `getCoreRowModel` table option (TanStack Table's signature, as MRT passes it through). */
export type CoreRowModelOption = NonNullable<MRT_TableOptions<MRT_RowData>['getCoreRowModel']>;

type CoreTable = Parameters<CoreRowModelOption>[0];
type CoreRowModel = ReturnType<ReturnType<CoreRowModelOption>>;

/** Canonical array index (`'0'`, `'17'`, not `'01'` or `'1.5'`). */
const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string' || !ARRAY_INDEX.test(key)) return -1;
  const index = Number(key);
  return index < length ? index : -1;
}

/**
 * A real array of `length` slots (so `length`, `Array.isArray`, iteration, `map`, `slice`, `sort`
 * … behave as usual) whose empty slots are filled from `rowAt` when read.
 */
function lazyList<Row>(length: number, rowAt: (index: number) => Row): Row[] {
  const slots = new Array<Row | undefined>(length).fill(undefined);
  return new Proxy(slots, {
    get(target, key, receiver) {
      const index = indexOf(key, target.length);
      if (index < 0) return Reflect.get(target, key, receiver) as unknown;
      return (target[index] ??= rowAt(index));
    },
  }) as Row[];
}

/** `rowsById` whose rows are built when looked up; the id index is built on first use. */
function lazyRowsById<Row>(ids: () => ReadonlyMap<string, number>, rowAt: (index: number) => Row): Record<string, Row> {
  const descriptor = (key: string | symbol): PropertyDescriptor | undefined => {
    const index = typeof key === 'string' ? ids().get(key) : undefined;
    return index === undefined
      ? undefined
      : { value: rowAt(index), writable: true, enumerable: true, configurable: true };
  };
  return new Proxy({} as Record<string, Row>, {
    get: (target, key, receiver) => descriptor(key)?.value ?? (Reflect.get(target, key, receiver) as unknown),
    has: (target, key) => descriptor(key) !== undefined || Reflect.has(target, key),
    ownKeys: () => [...ids().keys()],
    getOwnPropertyDescriptor: (_target, key) => descriptor(key),
  });
}

function buildModel(table: CoreTable, data: readonly MRT_RowData[]): CoreRowModel {
  const mrtTable = table as unknown as MRT_TableInstance<MRT_RowData>;
  const cache = new Array<MRT_Row<MRT_RowData> | undefined>(data.length).fill(undefined);
  const rowAt = (index: number): MRT_Row<MRT_RowData> => {
    let row = cache[index];
    if (row === undefined) {
      const original = data[index] as MRT_RowData;
      // MRT's createRow is TanStack's createRow with a placeholder id; every row method reads
      // `row.id` when called, so setting the real id afterwards gives the same row.
      row = createRow(mrtTable, original, index, 0);
      row.id = table._getRowId(original, index);
      cache[index] = row;
    }
    return row;
  };
  let ids: Map<string, number> | undefined;
  const idIndex = (): ReadonlyMap<string, number> => {
    if (!ids) {
      ids = new Map();
      for (let index = 0; index < data.length; index += 1) {
        ids.set(cache[index]?.id ?? table._getRowId(data[index] as MRT_RowData, index), index);
      }
    }
    return ids;
  };
  return {
    rows: lazyList(data.length, rowAt),
    flatRows: lazyList(data.length, rowAt),
    rowsById: lazyRowsById(idIndex, rowAt),
  } as CoreRowModel;
}

/**
 * The `getCoreRowModel` option: the same rows as TanStack Table's `getCoreRowModel()` (ids from
 * `getRowId`, `rows`, `flatRows` and `rowsById` in data order), built on first read and kept until
 * `data` changes. Sub-rows are not read (the paged table has no expandable rows). Rows stay unbuilt
 * only while no later row model reads them all: paging, sorting and filtering on the server, as in
 * `PagedTable` (client-side filtering or sorting still works, building every row).
 *
 * @example useMantineReactTable({ columns, data, getCoreRowModel: lazyCoreRowModel() })
 */
export function lazyCoreRowModel(): CoreRowModelOption {
  return (table) => {
    let data: readonly MRT_RowData[] | undefined;
    let model: CoreRowModel | undefined;
    return () => {
      const next = table.options.data as readonly MRT_RowData[];
      if (model === undefined || next !== data) {
        data = next;
        model = buildModel(table, next);
        // What TanStack's row model does when its data change (a no-op with manual paging).
        table._autoResetPageIndex();
      }
      return model;
    };
  };
}
