import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Fallback faces for the web fonts, so the swap (`font-display: swap`) moves nothing: until a web
 * font arrives, text is drawn in a local font scaled to the web font's metrics (`size-adjust`,
 * `ascent-override`, `descent-override`, `line-gap-override`), so lines keep their height and
 * wrap where the web font will wrap them.
 *
 * fontaine reads the web font's metrics from its file and each local font's from Capsize's
 * tables, and writes the faces. Which local fonts is ours: the phone's own (Android has Roboto and
 * Noto Serif), then Arial and Times New Roman with their metric twins (Arimo, Tinos; Liberation
 * Sans and Serif on Linux, which has no Arial: Chromium matches `local()` by exact name). No
 * `font-weight` range is copied from the web font: a fallback face declared 100–900 would draw
 * bold text in the regular face.
 */
interface Fallback {
  /** The web font's family, as its `@font-face` rules name it. */
  family: string;
  /** Its Latin file, as a module id. */
  latinFile: string;
  /** Local fonts, most wanted first: each with the font whose metrics it has. */
  locals: [font: string, metricsOf: string][];
}

const require = createRequire(import.meta.url);

const FALLBACKS: Fallback[] = [
  {
    family: 'Inter Variable',
    latinFile: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    locals: [
      ['Roboto', 'Roboto'],
      ['Arial', 'Arial'],
      ['Arimo', 'Arial'],
      ['Liberation Sans', 'Arial'],
    ],
  },
  {
    family: 'Playfair Display Variable',
    latinFile:
      '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    locals: [
      ['Noto Serif', 'Noto Serif'],
      ['Times New Roman', 'Times New Roman'],
      ['Tinos', 'Times New Roman'],
      ['Liberation Serif', 'Times New Roman'],
    ],
  },
];

/** The `@font-face` rules of `fb`'s fallback family (named as the design tokens' font stacks name it). */
async function fallbackFaces(fb: Fallback): Promise<string> {
  const metrics = await readMetrics(pathToFileURL(require.resolve(fb.latinFile)));
  if (!metrics) throw new Error(`font-fallbacks: no metrics in ${fb.latinFile}`);
  const faces = [];
  for (const [font, metricsOf] of fb.locals) {
    const local = await getMetricsForFamily(metricsOf);
    if (!local) throw new Error(`font-fallbacks: Capsize has no metrics for ${metricsOf}`);
    faces.push(generateFontFace(metrics, { name: `${fb.family} fallback`, font, metrics: local }));
  }
  // Of faces alike but for their source, the browser uses the last one it has.
  return faces.reverse().join('\n');
}

const FACE_FAMILY = /@font-face\s*{[^}]*font-family:\s*['"]([^'"]+)['"]/g;

/** Appends the fallback faces to each stylesheet that declares one of the web fonts. */
export function fontFallbacks(): Plugin {
  return {
    name: 'vastra-font-fallbacks',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css')) return null;
      const declared = new Set([...code.matchAll(FACE_FAMILY)].map((m) => m[1]));
      const ours = FALLBACKS.filter((fb) => declared.has(fb.family));
      if (ours.length === 0) return null;
      const faces = await Promise.all(ours.map((fb) => fallbackFaces(fb)));
      return { code: `${code}\n${faces.join('\n')}`, map: null };
    },
  };
}
