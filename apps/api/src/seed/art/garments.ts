import type { Drawing, Pattern } from '../catalogue-data';
import { darken, fabricDef, isLight, lighten, mix, outlineOf, shadeDefs } from './svg';

/**
 * Flat fashion illustrations of each garment, drawn in a 600 × 750 box, filled with the product's
 * colour and fabric pattern, outlined, and shaded (side light + top light) so they read as cloth.
 */
export interface Paint {
  /** Unique id prefix inside the document. */
  id: string;
  colour: string;
  pattern: Pattern;
}

const M = 'matrix(-1 0 0 1 600 0)';
/** A path and its mirror image about x = 300. */
const pair = (d: string, attrs = '') =>
  `<path d="${d}" ${attrs}/><path d="${d}" transform="${M}" ${attrs}/>`;

interface Parts {
  /** Silhouette paths, without fill (filled with fabric, then shaded). */
  shape: string;
  /** Seams, trims and hardware drawn on top. */
  details: (c: Colours) => string;
  denim?: boolean;
}
interface Colours {
  base: string;
  line: string;
  seam: string;
  trim: string;
  shadow: string;
}

const buttons = (x: number, ys: number[], c: Colours, r = 5) =>
  ys
    .map(
      (y) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${lighten(c.base, 0.55)}" stroke="${c.line}" stroke-width="1.5"/>`,
    )
    .join('');
const seam = (d: string, c: Colours, dash = true) =>
  `<path d="${d}" fill="none" stroke="${c.seam}" stroke-width="2" ${dash ? 'stroke-dasharray="6 5"' : ''} stroke-linecap="round"/>`;

const PARTS: Record<Drawing, Parts> = {
  shirt: {
    shape:
      pair('M215 168L128 206Q104 330 86 478L142 490Q160 360 180 292Z') +
      '<path d="M215 168L256 150Q300 172 344 150L385 168L420 292L424 640Q300 664 176 640L180 292Z"/>',
    details: (c) =>
      pair(
        'M256 150L300 178L270 210L238 166Z',
        `fill="${lighten(c.base, 0.06)}" stroke="${c.line}" stroke-width="2.5" stroke-linejoin="round"`,
      ) +
      `<path d="M300 178V652" stroke="${c.line}" stroke-width="2"/>` +
      seam('M291 182V650', c) +
      buttons(300, [230, 300, 370, 440, 510, 580], c) +
      pair(
        'M86 478L142 490L146 460L92 450Z',
        `fill="${darken(c.base, 0.08)}" stroke="${c.line}" stroke-width="2"`,
      ) +
      `<path d="M322 262h50v48q-25 9-50 0Z" fill="none" stroke="${c.line}" stroke-width="2"/>` +
      pair('M180 292Q196 240 215 168', `fill="none" stroke="${c.shadow}" stroke-width="2"`),
  },
  tee: {
    shape:
      pair('M216 170L132 214L160 306L192 290Z') +
      '<path d="M216 170Q300 208 384 170L408 290L420 632Q300 652 180 632L192 290Z"/>',
    details: (c) =>
      `<path d="M216 170Q300 208 384 170Q300 226 216 170Z" fill="${darken(c.base, 0.12)}" stroke="${c.line}" stroke-width="2.5"/>` +
      seam('M226 182Q300 220 374 182', c) +
      pair('M160 306L192 290', `stroke="${c.line}" stroke-width="2"`) +
      seam('M184 616Q300 636 416 616', c) +
      pair('M192 290Q200 230 216 170', `fill="none" stroke="${c.shadow}" stroke-width="2"`),
  },
  polo: {
    shape:
      pair('M216 170L132 214L160 306L192 290Z') +
      '<path d="M216 170L258 158Q300 180 342 158L384 170L408 290L420 632Q300 652 180 632L192 290Z"/>',
    details: (c) =>
      pair(
        'M258 158L300 182L262 220L228 176Z',
        `fill="${lighten(c.base, 0.08)}" stroke="${c.line}" stroke-width="2.5" stroke-linejoin="round"`,
      ) +
      `<rect x="288" y="182" width="24" height="110" rx="4" fill="${darken(c.base, 0.05)}" stroke="${c.line}" stroke-width="2"/>` +
      buttons(300, [206, 238, 270], c, 4.5) +
      pair('M150 290L186 276L192 290L160 306Z', `fill="${c.trim}" opacity=".9"`) +
      `<path d="M184 612Q300 632 416 612" stroke="${c.trim}" stroke-width="6" fill="none" opacity=".8"/>`,
  },
  hoodie: {
    shape:
      '<path d="M236 176Q230 92 300 86Q370 92 364 176Z"/>' +
      pair('M222 172L140 222Q112 390 104 560L158 566Q170 420 188 306Z') +
      '<path d="M222 172Q300 198 378 172L412 306L416 600L184 600L188 306Z"/>' +
      '<path d="M180 600H420V640H180Z"/>',
    details: (c) =>
      `<path d="M250 176Q248 112 300 108Q352 112 350 176Q300 204 250 176Z" fill="${darken(c.base, 0.3)}"/>` +
      `<path d="M236 176Q230 92 300 86Q370 92 364 176" fill="none" stroke="${c.line}" stroke-width="2.5"/>` +
      pair(
        'M286 196L282 300',
        `stroke="${lighten(c.base, 0.6)}" stroke-width="4" stroke-linecap="round"`,
      ) +
      `<path d="M224 440H376L398 560H202Z" fill="${darken(c.base, 0.06)}" stroke="${c.line}" stroke-width="2"/>` +
      seam('M230 452H370', c) +
      pair(
        'M104 560L158 566L158 536L108 530Z',
        `fill="${darken(c.base, 0.12)}" stroke="${c.line}" stroke-width="2"`,
      ) +
      `<path d="M180 600H420V640H180Z" fill="${darken(c.base, 0.12)}" stroke="${c.line}" stroke-width="2"/>`,
  },
  jacket: {
    shape:
      pair('M218 168L134 210Q108 380 100 566L156 572Q168 420 186 300Z') +
      '<path d="M218 168L262 150L300 200L338 150L382 168L414 300L418 632H182L186 300Z"/>',
    details: (c) =>
      `<path d="M262 150L300 200L338 150L318 150L300 176L282 150Z" fill="${darken(c.base, 0.45)}"/>` +
      pair('M262 150L300 200L296 632', `fill="none" stroke="${c.line}" stroke-width="3"`) +
      pair(
        'M262 150L236 190L268 232L300 200Z',
        `fill="${lighten(c.base, 0.07)}" stroke="${c.line}" stroke-width="2.5" stroke-linejoin="round"`,
      ) +
      `<path d="M300 200V632" stroke="${mix(c.base, '#c9a24a', 0.5)}" stroke-width="5"/>` +
      `<path d="M300 200V632" stroke="${darken(c.base, 0.5)}" stroke-width="2" stroke-dasharray="3 3"/>` +
      pair('M210 420h60', `stroke="${c.line}" stroke-width="3" stroke-linecap="round"`) +
      pair('M210 300l56 -4', `stroke="${c.seam}" stroke-width="2" stroke-dasharray="6 5"`) +
      pair(
        'M100 566L156 572L156 540L104 534Z',
        `fill="${darken(c.base, 0.14)}" stroke="${c.line}" stroke-width="2"`,
      ) +
      `<path d="M182 600H418V632H182Z" fill="${darken(c.base, 0.12)}" stroke="${c.line}" stroke-width="2"/>`,
  },
  kurta: {
    shape:
      pair('M222 166L140 206Q118 360 106 520L156 528Q170 400 190 296Z') +
      '<path d="M222 166Q300 186 378 166L410 296L438 704H162L190 296Z"/>',
    details: (c) =>
      `<path d="M268 160Q300 172 332 160L334 180Q300 192 266 180Z" fill="${darken(c.base, 0.15)}" stroke="${c.line}" stroke-width="2"/>` +
      `<path d="M300 182V350" stroke="${c.line}" stroke-width="2"/>` +
      `<rect x="290" y="182" width="20" height="170" fill="${mix(c.base, '#d4af37', 0.35)}" opacity=".55"/>` +
      buttons(300, [208, 248, 288, 328], c, 4.5) +
      pair('M176 560L162 704', `stroke="${c.line}" stroke-width="2.5" fill="none"`) +
      seam('M170 690H430', c) +
      pair(
        'M106 520L156 528L158 506L110 498Z',
        `fill="${mix(c.base, '#d4af37', 0.35)}" stroke="${c.line}" stroke-width="1.5"`,
      ),
  },
  kurti: {
    shape:
      pair('M226 168L150 206Q134 300 124 410L170 420Q178 340 194 292Z') +
      '<path d="M226 168Q300 184 374 168L406 292L470 706Q300 728 130 706L194 292Z"/>',
    details: (c) =>
      `<path d="M262 166Q300 214 338 166" fill="${darken(c.base, 0.25)}" stroke="${c.line}" stroke-width="2"/>` +
      `<path d="M300 190V238" stroke="${c.line}" stroke-width="2"/>` +
      `<path d="M198 330Q300 350 402 330" stroke="${mix(c.base, '#d4af37', 0.45)}" stroke-width="7" fill="none"/>` +
      `<path d="M134 680Q300 708 466 680" stroke="${mix(c.base, '#d4af37', 0.45)}" stroke-width="10" fill="none"/>` +
      pair('M124 410L170 420L172 400L128 390Z', `fill="${mix(c.base, '#d4af37', 0.4)}"`) +
      pair('M236 360Q232 520 196 700', `fill="none" stroke="${c.shadow}" stroke-width="2"`) +
      pair('M270 360Q270 540 258 712', `fill="none" stroke="${c.shadow}" stroke-width="1.5"`),
  },
  dress: {
    shape:
      pair('M232 170L196 186L184 250L214 254Z') +
      '<path d="M232 170Q300 214 368 170L404 186L386 340Q300 356 214 340L196 186Z"/>' +
      '<path d="M214 340Q300 356 386 340L478 690Q300 728 122 690Z"/>',
    details: (c) =>
      `<path d="M214 340Q300 356 386 340L384 364Q300 380 216 364Z" fill="${darken(c.base, 0.18)}" stroke="${c.line}" stroke-width="2"/>` +
      `<path d="M232 170Q300 214 368 170" fill="none" stroke="${c.line}" stroke-width="2.5"/>` +
      pair('M250 380Q236 540 196 704', `fill="none" stroke="${c.shadow}" stroke-width="2"`) +
      `<path d="M300 384V716" stroke="${c.shadow}" stroke-width="1.5"/>` +
      pair('M276 382Q274 560 262 714', `fill="none" stroke="${c.shadow}" stroke-width="1.5"`) +
      seam('M132 676Q300 712 468 676', c),
  },
  top: {
    shape:
      pair('M224 176Q170 180 152 240Q176 284 206 278Z') +
      '<path d="M224 176Q300 206 376 176L394 278L404 470Q300 486 196 470L206 278Z"/>' +
      '<path d="M196 470Q300 486 404 470L430 540Q300 566 170 540Z"/>',
    details: (c) =>
      `<path d="M224 176Q300 232 376 176" fill="none" stroke="${c.line}" stroke-width="2.5"/>` +
      `<path d="M196 470Q300 486 404 470" fill="none" stroke="${c.line}" stroke-width="2"/>` +
      pair('M152 240Q176 284 206 278', `fill="none" stroke="${c.line}" stroke-width="2"`) +
      pair('M238 490L228 548M270 494L266 556', `stroke="${c.shadow}" stroke-width="1.5"`) +
      pair('M206 278Q220 230 224 176', `fill="none" stroke="${c.shadow}" stroke-width="2"`),
  },
  skirt: {
    shape: '<path d="M214 156H386V196H214Z"/><path d="M214 196H386L470 640Q300 680 130 640Z"/>',
    details: (c) =>
      `<path d="M214 156H386V196H214Z" fill="${darken(c.base, 0.14)}" stroke="${c.line}" stroke-width="2"/>` +
      buttons(366, [176], c, 5) +
      pair('M244 196L196 652M272 196L256 664', `stroke="${c.shadow}" stroke-width="2"`) +
      `<path d="M300 196V670" stroke="${c.shadow}" stroke-width="2"/>` +
      seam('M140 626Q300 664 460 626', c),
  },
  jeans: {
    denim: true,
    shape:
      '<path d="M190 118H410V160H190Z"/><path d="M190 160H410L424 704H318L300 318L282 704H176Z"/>',
    details: (c) =>
      `<path d="M190 118H410V160H190Z" fill="${darken(c.base, 0.1)}" stroke="${c.line}" stroke-width="2"/>` +
      [214, 260, 340, 386]
        .map(
          (x) =>
            `<rect x="${x - 5}" y="112" width="10" height="54" rx="3" fill="${darken(c.base, 0.05)}" stroke="${c.line}" stroke-width="1.5"/>`,
        )
        .join('') +
      `<circle cx="300" cy="139" r="7" fill="#c9a24a" stroke="#7a5d1c" stroke-width="2"/>` +
      `<path d="M300 160V292Q300 304 286 300" fill="none" stroke="#d9a441" stroke-width="2" stroke-dasharray="6 4"/>` +
      pair(
        'M196 176Q236 178 252 224',
        `fill="none" stroke="#d9a441" stroke-width="2.2" stroke-dasharray="6 4"`,
      ) +
      pair('M190 170Q240 172 258 222', `fill="none" stroke="${c.line}" stroke-width="2"`) +
      pair('M180 690H282', `stroke="#d9a441" stroke-width="2" stroke-dasharray="6 4"`) +
      pair(
        'M230 330Q238 520 226 690',
        `fill="none" stroke="${lighten(c.base, 0.25)}" stroke-width="10" opacity=".35"`,
      ),
  },
  trousers: {
    shape:
      '<path d="M192 120H408V158H192Z"/><path d="M192 158H408L420 704H318L300 320L282 704H180Z"/>',
    details: (c) =>
      `<path d="M192 120H408V158H192Z" fill="${darken(c.base, 0.1)}" stroke="${c.line}" stroke-width="2"/>` +
      [216, 262, 338, 384]
        .map(
          (x) =>
            `<rect x="${x - 5}" y="114" width="10" height="50" rx="3" fill="${darken(c.base, 0.06)}"/>`,
        )
        .join('') +
      buttons(300, [139], c, 5) +
      `<path d="M300 158V300" stroke="${c.line}" stroke-width="2"/>` +
      pair('M238 170V704', `stroke="${c.shadow}" stroke-width="2"`) +
      pair('M194 168Q226 196 234 236', `fill="none" stroke="${c.line}" stroke-width="2"`),
  },
  saree: {
    shape:
      '<path d="M206 338Q300 322 394 338L458 706H142Z"/>' +
      '<path d="M190 388L342 160Q362 150 398 170L452 548L404 566L260 430Z"/>',
    details: (c) => {
      const zari = mix(c.base, '#d4af37', 0.7);
      return (
        `<path d="M268 150Q300 132 332 150L346 232Q300 250 254 232Z" fill="${darken(c.base, 0.35)}" stroke="${c.line}" stroke-width="2"/>` +
        `<path d="M282 106Q300 96 318 106L322 140Q300 150 278 140Z" fill="#e9d8c4"/>` +
        [
          'M300 420L280 706',
          'M312 420L318 706',
          'M324 420L352 706',
          'M336 420L386 706',
          'M288 420L246 706',
        ]
          .map((d) => `<path d="${d}" stroke="${c.shadow}" stroke-width="2"/>`)
          .join('') +
        `<path d="M146 676H454L458 706H142Z" fill="${zari}"/>` +
        `<path d="M150 664H450" stroke="${zari}" stroke-width="3"/>` +
        `<path d="M342 160Q362 150 398 170L452 548L430 556L378 178Z" fill="${zari}" opacity=".9"/>` +
        `<path d="M190 388L342 160L352 174L204 398Z" fill="${zari}" opacity=".9"/>` +
        `<path d="M260 430L404 566L452 548" fill="none" stroke="${c.line}" stroke-width="2"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<circle cx="${392 + i * 12}" cy="${300 + i * 60}" r="6" fill="${zari}" opacity=".8"/>`,
          )
          .join('')
      );
    },
  },
};

/** One garment as an SVG fragment (defs included), in a 600 × 750 box. */
export function drawGarment(kind: Drawing, paint: Paint): string {
  const parts = PARTS[kind];
  const base = paint.colour;
  const c: Colours = {
    base,
    line: outlineOf(base),
    seam: isLight(base) ? darken(base, 0.25) : lighten(base, 0.3),
    trim: isLight(base) ? darken(base, 0.5) : lighten(base, 0.75),
    shadow: darken(base, isLight(base) ? 0.14 : 0.3),
  };
  const id = paint.id;
  const scale = kind === 'saree' ? 1.2 : 1;
  return (
    `<defs>${fabricDef(`${id}-f`, base, paint.pattern, scale, parts.denim)}${shadeDefs(id)}<g id="${id}-s">${parts.shape}</g></defs>` +
    `<use href="#${id}-s" fill="url(#${id}-f)" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/>` +
    parts.details(c) +
    `<use href="#${id}-s" fill="url(#${id}-sh)"/>` +
    `<use href="#${id}-s" fill="url(#${id}-sv)"/>`
  );
}
