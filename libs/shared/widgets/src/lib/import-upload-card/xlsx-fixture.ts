/** Builds small .xlsx files for the tests (a zip of the few parts a reader needs). */
import { deflateRawSync } from 'node:zlib';

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive of `files` (deflated when `deflate`, else stored). */
export function zip(files: Record<string, string>, deflate = true): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = encoder.encode(name);
    const raw = encoder.encode(text);
    const data: Uint8Array = deflate ? new Uint8Array(deflateRawSync(raw)) : raw;
    const method = deflate ? 8 : 0;
    const crc = crc32(raw);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, method, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, raw.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, raw.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RNS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/**
 * An .xlsx whose first worksheet (`xl/worksheets/data.xml`, reached through the workbook's
 * relationships) has `header` as its first row: shared strings (one with rich-text runs), an inline
 * string for the last cell, and a second row that must be ignored.
 */
export function xlsxWithHeader(header: string[], deflate = true): Uint8Array<ArrayBuffer> {
  const shared = header.slice(0, -1);
  const last = header[header.length - 1] ?? '';
  const si = shared
    .map((h, i) => (i === 0 && h.length > 1 ? `<si><r><t>${h.slice(0, 1)}</t></r><r><t>${h.slice(1)}</t></r></si>` : `<si><t>${h}</t></si>`))
    .join('');
  const col = (i: number) => String.fromCharCode(65 + i);
  const cells = shared.map((_, i) => `<c r="${col(i)}1" t="s"><v>${i}</v></c>`).join('');
  const inline = `<c r="${col(header.length - 1)}1" t="inlineStr"><is><t>${last}</t></is></c>`;
  return zip(
    {
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      'xl/workbook.xml': `<?xml version="1.0"?><workbook ${NS} ${RNS}><sheets><sheet name="导入" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels':
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="worksheet" Target="worksheets/data.xml"/></Relationships>',
      'xl/sharedStrings.xml': `<?xml version="1.0"?><sst ${NS}>${si}</sst>`,
      'xl/worksheets/data.xml': `<?xml version="1.0"?><worksheet ${NS}><sheetData><row r="1">${cells}${inline}</row><row r="2"><c r="A2" t="inlineStr"><is><t>德清某某有限公司</t></is></c></row></sheetData></worksheet>`,
    },
    deflate,
  );
}
