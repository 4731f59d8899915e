import { inflateSync } from 'node:zlib';

/**
 * The TrueType font inside a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): the same tables, inflated once.
 * fontkit reads WOFF too, but inflates the whole glyph table again for every glyph it lays out.
 */
export function sfntFromWoff(woff: Uint8Array): Buffer {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.toString('latin1', 0, 4) !== 'wOFF') throw new TypeError('Not a WOFF 1.0 font');
  const flavor = source.readUInt32BE(4);
  const count = source.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = source.readUInt32BE(entry + 4);
    const compressedLength = source.readUInt32BE(entry + 8);
    const length = source.readUInt32BE(entry + 12);
    const stored = source.subarray(offset, offset + compressedLength);
    return {
      tag: source.subarray(entry, entry + 4),
      checksum: source.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Every table starts on a 4-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
