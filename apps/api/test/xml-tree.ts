import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its expanded name, attributes, children and text. */
export interface XmlElement {
  /** `{namespace}local`, or the local name when it has no namespace. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses a whole XML document with saxes, a strictly conforming, namespace-aware parser: it throws
 * on anything that is not well-formed XML 1.0 (an unescaped `<` or `&`, a control character, an
 * unbound prefix), so a document that parses here parses for crawlers too.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const el: XmlElement = {
      name: tag.uri ? `{${tag.uri}}${tag.local}` : tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)!.children.push(el);
    stack.push(el);
  });
  parser.on('text', (t) => {
    stack.at(-1)!.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(text).close();
  if (root.children.length !== 1) throw new Error('an XML document has one root element');
  return root.children[0]!;
}

/** The children of `el` named `name` (expanded, as in `XmlElement.name`). */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c) => c.name === name);

/** The text of `el`'s only child named `name`; throws when there is none or several. */
export function childText(el: XmlElement, name: string): string {
  const found = childrenNamed(el, name);
  if (found.length !== 1) throw new Error(`expected one <${name}>, found ${found.length}`);
  return found[0]!.text;
}
