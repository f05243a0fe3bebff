/**
 * Reads the first row of the first worksheet of an `.xlsx` file in the browser, without a
 * spreadsheet library (exceljs is a server package): the file is a zip archive, its entries are
 * stored or deflated (`DecompressionStream('deflate-raw')`), the sheet and shared strings are XML
 * (`DOMParser`). Used by the import card to check the template's header row before uploading
 * (seeds 001 §5 "Template header row names may not be changed or removed").
 */

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

function entriesOf(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // end of central directory: signature 0x06054b50, searched from the end (comment up to 64 KB)
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive');
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) throw new Error('bad central directory');
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.set(name, { name, method, compressedSize, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  void writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function readEntry(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string): Promise<string | null> {
  const entry = entries.get(name);
  if (!entry) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (view.getUint32(at, true) !== 0x04034b50) throw new Error('bad local header');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  const raw = entry.method === 0 ? data : entry.method === 8 ? await inflate(data) : null;
  if (!raw) throw new Error(`unsupported zip method ${entry.method}`);
  return new TextDecoder().decode(raw);
}

function xml(text: string): Document {
  return new DOMParser().parseFromString(text, 'application/xml');
}

/** The text of an element's `<t>` descendants (shared strings and inline strings with rich runs). */
function textOf(el: Element): string {
  return Array.from(el.getElementsByTagName('t'))
    .map((t) => t.textContent ?? '')
    .join('');
}

/** Column index of a cell reference: `A1` → 0, `AB3` → 27. */
function columnOf(ref: string): number {
  const letters = /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? '';
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/** Path of the first worksheet, following the workbook's relationships. */
async function firstSheetPath(bytes: Uint8Array, entries: Map<string, ZipEntry>): Promise<string> {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = await readEntry(bytes, entries, 'xl/workbook.xml');
  const rels = await readEntry(bytes, entries, 'xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return fallback;
  const sheet = xml(workbook).getElementsByTagName('sheet')[0];
  const rid = sheet?.getAttribute('r:id');
  if (!rid) return fallback;
  const rel = Array.from(xml(rels).getElementsByTagName('Relationship')).find((r) => r.getAttribute('Id') === rid);
  const target = rel?.getAttribute('Target');
  if (!target) return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * The cell texts of the first row of the first worksheet (trimmed; empty cells in between are
 * `''`, trailing empty cells dropped).
 * @throws Error when the file is not a readable `.xlsx` (a renamed or damaged file, an `.xls`).
 */
export async function readXlsxHeaderRow(file: Blob): Promise<string[]> {
  const bytes = await readBytes(file);
  const entries = entriesOf(bytes);
  const shared = await readEntry(bytes, entries, 'xl/sharedStrings.xml');
  const strings = shared ? Array.from(xml(shared).getElementsByTagName('si')).map(textOf) : [];
  const sheetXml = await readEntry(bytes, entries, await firstSheetPath(bytes, entries));
  if (!sheetXml) throw new Error('no worksheet');
  const row = xml(sheetXml).getElementsByTagName('row')[0];
  if (!row) return [];
  const cells: string[] = [];
  Array.from(row.getElementsByTagName('c')).forEach((c, i) => {
    const ref = c.getAttribute('r');
    const col = ref ? columnOf(ref) : i;
    const type = c.getAttribute('t');
    const v = c.getElementsByTagName('v')[0]?.textContent ?? '';
    let text: string;
    if (type === 's') text = strings[Number(v)] ?? '';
    else if (type === 'inlineStr') text = textOf(c);
    else text = v;
    cells[col] = text.trim();
  });
  const out = Array.from(cells, (c) => c ?? '');
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/**
 * The expected header names that are missing or changed in `actual` (position by position);
 * empty when the header row is the template's. Extra columns after the template's are allowed.
 */
export function headerMismatches(expected: readonly string[], actual: readonly string[]): string[] {
  return expected.filter((name, i) => (actual[i] ?? '').trim() !== name.trim());
}
