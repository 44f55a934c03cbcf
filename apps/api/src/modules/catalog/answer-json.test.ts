import { describe, expect, it } from 'vitest';
import { answerJson, keepJsonOf } from './answer-json';

describe('answer JSON with kept summaries', () => {
  it('writes exactly what JSON.stringify writes, whatever the values', () => {
    const kept = { _id: 'a1', name: 'Navy "Pique" Polo', price: 1299, sizes: ['S', 'M'] };
    keepJsonOf(kept);
    const bodies: unknown[] = [
      { success: true, data: [kept, kept], correction: null },
      {
        success: true,
        data: {
          query: 'polo',
          products: [kept, { _id: 'b2', skip: undefined, fn: () => 1 }],
          pagination: { page: 1, limit: 20, total: 2, pages: 1 },
          facets: { sizes: [{ value: 'M', count: 2 }] },
          at: new Date(0),
          holes: [undefined, null, Number.NaN, -0, 'é\u2028'],
          correction: { query: 'polo', original: 'plo' },
        },
      },
      [kept, { deep: { deeper: { deepest: [kept] } } }],
      'text',
      12,
      null,
    ];
    for (const body of bodies) expect(answerJson(body)).toBe(JSON.stringify(body));
  });

  it("reuses a kept summary's text instead of writing it again", () => {
    const kept = { _id: 'c3', price: 999 };
    keepJsonOf(kept);
    expect(answerJson({ data: [kept] })).toBe('{"data":[{"_id":"c3","price":999}]}');
    // A kept object is never modified in the app (a write makes a new summary): the text stays.
    kept.price = 1;
    expect(answerJson({ data: [kept] })).toBe('{"data":[{"_id":"c3","price":999}]}');
    // Objects not kept are written afresh every time.
    const fresh = { _id: 'd4', price: 5 };
    expect(answerJson([fresh])).toBe('[{"_id":"d4","price":5}]');
    fresh.price = 6;
    expect(answerJson([fresh])).toBe('[{"_id":"d4","price":6}]');
  });
});
