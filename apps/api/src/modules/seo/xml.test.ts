import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../test/xml-tree';
import { escapeXml, xmlElement } from './xml';

describe('escapeXml', () => {
  it('keeps any text a parser reads back as the same text, less what XML 1.0 cannot carry', () => {
    const hostile = `a ]]> <b c="d">&amp; 'e'\u0000\u0008\u000B\u001F\uDFFF\uD800\uFFFE\uFFFF 😀 ok\t\n`;
    const doc = parseXml(`<r>${xmlElement('t', hostile)}<u a="${escapeXml(hostile)}"/></r>`);
    const expected = `a ]]> <b c="d">&amp; 'e' 😀 ok\t\n`;
    expect(doc.children[0]!.text).toBe(expected);
    // Attribute values normalise whitespace to spaces.
    expect(doc.children[1]!.attributes.a).toBe(expected.replace(/[\t\n]/g, ' '));
  });

  it('writes nothing for an empty value', () => {
    expect(xmlElement('g:size', '')).toBe('');
    expect(xmlElement('g:size', undefined)).toBe('');
    expect(xmlElement('g:stock', 0)).toBe('<g:stock>0</g:stock>');
  });

  it('the parser used by the tests refuses what crawlers would refuse', () => {
    expect(() => parseXml('<r>a < b</r>')).toThrow();
    expect(() => parseXml('<r>a & b</r>')).toThrow();
    expect(() => parseXml('<r>\u0001</r>')).toThrow();
    expect(() => parseXml('<r><g:x/></r>')).toThrow();
  });
});
