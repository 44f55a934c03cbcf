/**
 * A structural check of the JSON-LD the public pages carry, per schema.org type as Google's rich
 * results read it: what each type must have, addresses absolute. Returns what is wrong (empty when
 * nothing is).
 */
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]+\//.test(v);

function required(o: Obj, where: string, checks: Record<string, (v: unknown) => boolean>) {
  return Object.entries(checks)
    .filter(([key, ok]) => !ok(o[key]))
    .map(([key]) => `${where}.${key}: ${JSON.stringify(o[key])}`);
}

const TYPES: Record<string, (o: Obj) => string[]> = {
  Product: (o) => {
    const offers = isObj(o.offers) ? o.offers : {};
    return [
      ...required(o, 'Product', {
        name: text,
        description: text,
        image: (v) => Array.isArray(v) && v.length > 0 && v.every(absolute),
        offers: isObj,
      }),
      ...required(offers, 'Product.offers', {
        '@type': (v) => v === 'Offer',
        url: absolute,
        price: (v) => typeof v === 'string' && /^\d+(\.\d{2})?$/.test(v),
        priceCurrency: (v) => v === 'INR',
        availability: (v) => typeof v === 'string' && v.startsWith('https://schema.org/'),
      }),
    ];
  },
  BreadcrumbList: (o) => {
    const items = Array.isArray(o.itemListElement) ? (o.itemListElement as unknown[]) : [];
    if (items.length === 0) return ['BreadcrumbList.itemListElement: empty'];
    return items.flatMap((item, i) =>
      isObj(item)
        ? required(item, `BreadcrumbList[${i}]`, {
            '@type': (v) => v === 'ListItem',
            position: (v) => v === i + 1,
            name: text,
            item: absolute,
          })
        : [`BreadcrumbList[${i}]: not an object`],
    );
  },
  BlogPosting: (o) =>
    required(o, 'BlogPosting', {
      headline: text,
      image: (v) => Array.isArray(v) && v.every(absolute),
      datePublished: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
      publisher: (v) => isObj(v) && text(v.name),
      url: absolute,
    }),
  Organization: (o) => required(o, 'Organization', { name: text, url: absolute, logo: absolute }),
  WebSite: (o) =>
    required(o, 'WebSite', {
      url: absolute,
      potentialAction: (v) =>
        isObj(v) &&
        v['@type'] === 'SearchAction' &&
        isObj(v.target) &&
        typeof v.target.urlTemplate === 'string' &&
        v.target.urlTemplate.includes('{q}') &&
        v['query-input'] === 'required name=q',
    }),
};

/** What is wrong with one JSON-LD object (its context, its type's required fields). */
export function jsonLdProblems(o: Obj): string[] {
  const type = String(o['@type']);
  const check = TYPES[type];
  return [
    ...(o['@context'] === 'https://schema.org'
      ? []
      : [`${type}: @context ${String(o['@context'])}`]),
    ...(check ? check(o) : [`unexpected @type ${type}`]),
  ];
}
