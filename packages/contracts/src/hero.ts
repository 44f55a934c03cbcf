import { Msg } from './messages';

// Kept apart from content.ts (zod schemas) so the home page's first paint can use it without zod.
/** The home hero's single fixed slide (served from the API's static assets). */
export const HERO_SLIDE = {
  id: 'hero',
  video: '/static/hero/hero.webm',
  videoMp4: '/static/hero/hero.mp4',
  poster: '/static/hero/poster.webp',
  title: Msg.heroTitle,
  description: Msg.heroSubtitle,
} as const;
