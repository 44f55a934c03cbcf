/** The shop's name as e-mails give it. */
export const SHOP_NAME = 'Vastra';

/** Text made safe to place in HTML (e-mails): the five characters HTML gives meaning to. */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The HTML frame every e-mail shares: the shop's name as a heading above `body` (already HTML). */
export const emailHtml = (body: string): string =>
  `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">
<h1 style="font-size:20px">${SHOP_NAME}</h1>
${body}
</body></html>`;
