export type DetectedEncoding = 'utf-8' | 'utf-8-bom' | 'shift_jis';

/**
 * Decodes a text file from Excel or anywhere else: UTF-8 with a BOM, UTF-8 without one, or
 * Shift_JIS / CP932 (what Excel saves as "CSV" in Japan). A file that is not valid UTF-8 is read
 * as Shift_JIS (WHATWG's shift_jis decoder is CP932: NEC and IBM extensions included). The BOM
 * is never part of the text.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: DetectedEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
}
