/**
 * Text for XML 1.0 documents. Staff write product names, descriptions and blog titles, so every
 * value is escaped as character data (never wrapped in CDATA, whose `]]>` a name could close), and
 * characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) are
 * dropped: a parser refuses the whole document over one of them. An escape of five characters
 * and a filter: no builder library needed for the two flat formats written here.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `<name>text</name>`, the text escaped; nothing for an empty value. */
export const xmlElement = (name: string, text: string | number | undefined | null): string =>
  text === undefined || text === null || text === ''
    ? ''
    : `<${name}>${escapeXml(String(text))}</${name}>`;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
