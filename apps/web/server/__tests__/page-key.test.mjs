import { describe, expect, it } from 'vitest';
import { pageKey } from '../page-key.mjs';

describe('pageKey', () => {
  it('keeps a plain address as it is', () => {
    expect(pageKey('/productdetails/abc')).toBe('/productdetails/abc');
    expect(pageKey('/')).toBe('/');
  });

  it('drops campaign tags and ad-click ids, whatever their case', () => {
    expect(
      pageKey('/productdetails/abc?utm_source=insta&UTM_Medium=social&utm_campaign=diwali'),
    ).toBe('/productdetails/abc');
    expect(pageKey('/?fbclid=IwAR0x&gclid=Cj0K&msclkid=9')).toBe('/');
    expect(pageKey('/men/123?sort=price-asc&utm_source=mail')).toBe('/men/123?sort=price-asc');
  });

  it('puts the parameters a page reads in name order, repeated values in theirs', () => {
    const a = pageKey('/men/123?sort=new&size=M&size=L&color=red');
    expect(a).toBe('/men/123?color=red&size=M&size=L&sort=new');
    expect(pageKey('/men/123?size=M&color=red&sort=new&size=L')).toBe(a);
    expect(pageKey('/men/123?size=L&size=M')).not.toBe(pageKey('/men/123?size=M&size=L'));
  });

  it('keeps values as written, encoded once', () => {
    expect(pageKey('/blogs?q=saree%20%26%20kurta&utm_term=x')).toBe('/blogs?q=saree+%26+kurta');
    expect(pageKey('/blogs?')).toBe('/blogs');
  });
});
