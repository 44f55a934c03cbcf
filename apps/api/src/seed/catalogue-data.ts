/**
 * The demo catalogue's vocabulary: categories, garments, colours, brands, materials. Shared by the
 * product generator and the asset generator so every product's picture exists.
 */
import { SHOP_COLOURS, type ShopColourName } from '@vastra/contracts';

export interface Colour {
  name: string;
  slug: string;
  hex: string;
}

/** A shop colour, drawn in the hex the storefront's swatches use (one table, in the contracts). */
const c = (name: ShopColourName): Colour => ({
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  hex: SHOP_COLOURS[name],
});

export const COLOURS = {
  black: c('Black'),
  white: c('White'),
  navy: c('Navy'),
  royal: c('Royal Blue'),
  sky: c('Sky Blue'),
  maroon: c('Maroon'),
  red: c('Red'),
  mustard: c('Mustard'),
  olive: c('Olive'),
  green: c('Bottle Green'),
  beige: c('Beige'),
  grey: c('Grey'),
  charcoal: c('Charcoal'),
  pink: c('Pink'),
  lavender: c('Lavender'),
  peach: c('Peach'),
  teal: c('Teal'),
  brown: c('Brown'),
  rust: c('Rust'),
  cream: c('Cream'),
  indigo: c('Indigo'),
  lightDenim: c('Light Blue'),
  magenta: c('Magenta'),
  emerald: c('Emerald'),
  yellow: c('Yellow'),
} as const;

export type Pattern = 'solid' | 'stripe' | 'check' | 'print';
export type Drawing =
  | 'shirt'
  | 'tee'
  | 'polo'
  | 'jeans'
  | 'trousers'
  | 'kurta'
  | 'jacket'
  | 'hoodie'
  | 'dress'
  | 'top'
  | 'kurti'
  | 'saree'
  | 'skirt';

export type SizeRun = 'alpha' | 'alphaWomen' | 'waistMen' | 'waistWomen' | 'free';
export const SIZE_RUNS: Record<SizeRun, string[]> = {
  alpha: ['S', 'M', 'L', 'XL', 'XXL'],
  alphaWomen: ['XS', 'S', 'M', 'L', 'XL'],
  waistMen: ['28', '30', '32', '34', '36', '38'],
  waistWomen: ['26', '28', '30', '32', '34'],
  free: ['Free Size'],
};

export interface SubcategoryDef {
  name: string;
  slug: string;
  drawing: Drawing;
  /** Singular noun used in names. */
  noun: string;
  colours: Colour[];
  patterns: Pattern[];
  materials: string[];
  styles: string[];
  price: [number, number];
  sizes: SizeRun;
  sleeve?: string[];
  neck?: string[];
  fits: string[];
  occasions: string[];
  tags: string[];
  /**
   * Seeded as this many products of its own, outside the rotation that makes the numbered
   * catalogue (products.ts): added after it, it leaves every numbered product as it was.
   */
  ownSet?: number;
}

export interface CategoryDef {
  name: string;
  slug: string;
  brands: string[];
  subcategories: SubcategoryDef[];
}

const K = COLOURS;

export const CATEGORIES: CategoryDef[] = [
  {
    name: 'Men',
    slug: 'men',
    brands: [
      'Urban Loom',
      'Rangrez',
      'Northbound',
      'Khadi Co.',
      'Denim Republic',
      'Baywalk',
      'Terra Threads',
      'Vastra Essentials',
    ],
    subcategories: [
      {
        name: 'Shirts',
        slug: 'shirts',
        drawing: 'shirt',
        noun: 'Shirt',
        colours: [K.white, K.sky, K.navy, K.pink, K.olive, K.black, K.beige, K.lavender],
        patterns: ['solid', 'stripe', 'check'],
        materials: ['Cotton', 'Linen', 'Oxford Cotton', 'Cotton Blend'],
        styles: ['Slim Fit', 'Classic', 'Relaxed', 'Button-Down', 'Everyday'],
        price: [699, 2499],
        sizes: 'alpha',
        sleeve: ['Full Sleeve', 'Roll-Up Sleeve'],
        neck: ['Spread Collar', 'Button-Down Collar', 'Cutaway Collar'],
        fits: ['Slim Fit', 'Regular Fit'],
        occasions: ['Casual', 'Work', 'Formal'],
        tags: ['shirt', 'collar', 'office'],
      },
      {
        name: 'T-Shirts',
        slug: 't-shirts',
        drawing: 'tee',
        noun: 'T-Shirt',
        colours: [K.black, K.white, K.navy, K.mustard, K.olive, K.maroon, K.grey, K.teal],
        patterns: ['solid', 'stripe', 'print'],
        materials: ['Cotton', 'Supima Cotton', 'Cotton Jersey', 'Organic Cotton'],
        styles: ['Crew Neck', 'Oversized', 'Everyday', 'Graphic', 'Heavyweight'],
        price: [299, 1299],
        sizes: 'alpha',
        sleeve: ['Half Sleeve'],
        neck: ['Crew Neck', 'V-Neck'],
        fits: ['Regular Fit', 'Oversized Fit', 'Slim Fit'],
        occasions: ['Casual', 'Sports', 'Travel'],
        tags: ['tshirt', 'tee', 'casual'],
      },
      {
        name: 'Polos',
        slug: 'polos',
        drawing: 'polo',
        noun: 'Polo',
        colours: [K.navy, K.white, K.green, K.red, K.sky, K.black, K.beige],
        patterns: ['solid', 'stripe'],
        materials: ['Pique Cotton', 'Cotton Blend'],
        styles: ['Classic', 'Tipped', 'Sport', 'Weekend'],
        price: [499, 1799],
        sizes: 'alpha',
        sleeve: ['Half Sleeve'],
        neck: ['Polo Collar'],
        fits: ['Regular Fit', 'Slim Fit'],
        occasions: ['Casual', 'Sports', 'Work'],
        tags: ['polo', 'tshirt', 'collar'],
      },
      {
        name: 'Jeans',
        slug: 'jeans',
        drawing: 'jeans',
        noun: 'Jeans',
        colours: [K.indigo, K.lightDenim, K.black, K.charcoal],
        patterns: ['solid'],
        materials: ['Denim', 'Stretch Denim', 'Selvedge Denim'],
        styles: ['Slim Fit', 'Straight Fit', 'Tapered', 'Relaxed', 'Skinny'],
        price: [999, 3499],
        sizes: 'waistMen',
        fits: ['Slim Fit', 'Straight Fit', 'Tapered Fit'],
        occasions: ['Casual', 'Travel'],
        tags: ['jeans', 'denim', 'bottomwear'],
      },
      {
        name: 'Trousers',
        slug: 'trousers',
        drawing: 'trousers',
        noun: 'Trousers',
        colours: [K.beige, K.navy, K.olive, K.charcoal, K.brown, K.black],
        patterns: ['solid', 'check'],
        materials: ['Cotton Twill', 'Linen Blend', 'Poly-Viscose'],
        styles: ['Chino', 'Pleated', 'Formal', 'Flat-Front', 'Cargo'],
        price: [799, 2999],
        sizes: 'waistMen',
        fits: ['Slim Fit', 'Regular Fit'],
        occasions: ['Work', 'Formal', 'Casual'],
        tags: ['trousers', 'chinos', 'pants', 'bottomwear'],
      },
      {
        name: 'Kurtas',
        slug: 'kurtas',
        drawing: 'kurta',
        noun: 'Kurta',
        colours: [K.cream, K.maroon, K.mustard, K.navy, K.emerald, K.white, K.peach],
        patterns: ['solid', 'print'],
        materials: ['Cotton', 'Silk Blend', 'Linen', 'Chanderi'],
        styles: ['Mandarin Collar', 'Festive', 'Straight', 'Embroidered', 'Pathani'],
        price: [799, 3999],
        sizes: 'alpha',
        sleeve: ['Full Sleeve'],
        neck: ['Mandarin Collar', 'Band Collar'],
        fits: ['Regular Fit', 'Straight Fit'],
        occasions: ['Festive', 'Wedding', 'Casual'],
        tags: ['kurta', 'ethnic', 'festive'],
      },
      {
        name: 'Jackets',
        slug: 'jackets',
        drawing: 'jacket',
        noun: 'Jacket',
        colours: [K.black, K.olive, K.brown, K.navy, K.indigo, K.charcoal],
        patterns: ['solid'],
        materials: ['Denim', 'Nylon', 'Wool Blend', 'Suede-Look Polyester', 'Corduroy'],
        styles: ['Bomber', 'Trucker', 'Puffer', 'Field', 'Biker'],
        price: [1999, 4999],
        sizes: 'alpha',
        sleeve: ['Full Sleeve'],
        neck: ['Stand Collar', 'Notch Collar'],
        fits: ['Regular Fit'],
        occasions: ['Casual', 'Travel', 'Winter'],
        tags: ['jacket', 'outerwear', 'winter'],
      },
      {
        name: 'Hoodies',
        slug: 'hoodies',
        drawing: 'hoodie',
        noun: 'Hoodie',
        colours: [K.grey, K.black, K.navy, K.maroon, K.olive, K.mustard],
        patterns: ['solid', 'print'],
        materials: ['Cotton Fleece', 'French Terry'],
        styles: ['Pullover', 'Oversized', 'Zip-Up', 'Essential'],
        price: [899, 2499],
        sizes: 'alpha',
        sleeve: ['Full Sleeve'],
        neck: ['Hooded'],
        fits: ['Regular Fit', 'Oversized Fit'],
        occasions: ['Casual', 'Winter', 'Lounge'],
        tags: ['hoodie', 'sweatshirt', 'winter'],
      },
    ],
  },
  {
    name: 'Women',
    slug: 'women',
    brands: [
      'Aarna',
      'Saanjh',
      'Meher',
      'Indigo Lane',
      'Petal & Pine',
      'Kesar',
      'Loom Story',
      'Ziva',
    ],
    subcategories: [
      {
        name: 'Dresses',
        slug: 'dresses',
        drawing: 'dress',
        noun: 'Dress',
        colours: [K.red, K.black, K.emerald, K.yellow, K.lavender, K.navy, K.peach, K.pink],
        patterns: ['solid', 'print', 'stripe'],
        materials: ['Rayon', 'Georgette', 'Cotton', 'Crepe'],
        styles: ['A-Line Midi', 'Wrap', 'Fit and Flare', 'Maxi', 'Tiered'],
        price: [799, 3499],
        sizes: 'alphaWomen',
        sleeve: ['Sleeveless', 'Short Sleeve', 'Puff Sleeve'],
        neck: ['V-Neck', 'Round Neck', 'Sweetheart Neck'],
        fits: ['Regular Fit', 'Flared'],
        occasions: ['Party', 'Casual', 'Brunch'],
        tags: ['dress', 'western', 'party'],
      },
      {
        name: 'Tops',
        slug: 'tops',
        drawing: 'top',
        noun: 'Top',
        colours: [K.white, K.pink, K.sky, K.black, K.mustard, K.lavender, K.rust],
        patterns: ['solid', 'stripe', 'print'],
        materials: ['Cotton', 'Crepe', 'Rayon', 'Linen Blend'],
        styles: ['Ruffled', 'Peplum', 'Boxy', 'Tie-Front', 'Everyday'],
        price: [399, 1499],
        sizes: 'alphaWomen',
        sleeve: ['Short Sleeve', 'Sleeveless', 'Three-Quarter Sleeve'],
        neck: ['Round Neck', 'Square Neck', 'V-Neck'],
        fits: ['Regular Fit', 'Relaxed Fit'],
        occasions: ['Casual', 'Work', 'Brunch'],
        tags: ['top', 'western', 'casual'],
      },
      {
        name: 'Kurtis',
        slug: 'kurtis',
        drawing: 'kurti',
        noun: 'Kurti',
        colours: [K.magenta, K.teal, K.yellow, K.white, K.maroon, K.peach, K.royal],
        patterns: ['solid', 'print'],
        materials: ['Cotton', 'Rayon', 'Chanderi', 'Silk Blend'],
        styles: ['Anarkali', 'Straight', 'A-Line', 'Block Print', 'Angrakha'],
        price: [499, 1999],
        sizes: 'alphaWomen',
        sleeve: ['Three-Quarter Sleeve'],
        neck: ['Round Neck', 'Keyhole Neck', 'Mandarin Collar'],
        fits: ['Straight Fit', 'Flared'],
        occasions: ['Festive', 'Work', 'Casual'],
        tags: ['kurti', 'ethnic', 'kurta'],
      },
      {
        name: 'Sarees',
        slug: 'sarees',
        drawing: 'saree',
        noun: 'Saree',
        colours: [K.red, K.magenta, K.emerald, K.royal, K.mustard, K.peach, K.maroon],
        patterns: ['solid', 'print'],
        materials: ['Silk', 'Georgette', 'Chiffon', 'Cotton', 'Organza'],
        styles: ['Banarasi', 'Kanjeevaram', 'Chiffon', 'Handloom', 'Zari Border'],
        price: [999, 4999],
        sizes: 'free',
        fits: ['Free Size'],
        occasions: ['Wedding', 'Festive', 'Party'],
        tags: ['saree', 'sari', 'ethnic', 'festive'],
      },
      {
        name: 'Jeans',
        slug: 'jeans',
        drawing: 'jeans',
        noun: 'Jeans',
        colours: [K.indigo, K.lightDenim, K.black, K.white],
        patterns: ['solid'],
        materials: ['Stretch Denim', 'Denim'],
        styles: ['High-Rise Skinny', 'Mom Fit', 'Wide-Leg', 'Straight', 'Bootcut'],
        price: [899, 2999],
        sizes: 'waistWomen',
        fits: ['Skinny Fit', 'Straight Fit', 'Wide-Leg'],
        occasions: ['Casual', 'Travel'],
        tags: ['jeans', 'denim', 'bottomwear'],
      },
      {
        name: 'Skirts',
        slug: 'skirts',
        drawing: 'skirt',
        noun: 'Skirt',
        colours: [K.black, K.beige, K.red, K.olive, K.navy, K.pink],
        patterns: ['solid', 'print', 'check'],
        materials: ['Cotton', 'Georgette', 'Crepe'],
        styles: ['Pleated Midi', 'A-Line', 'Tiered', 'Wrap', 'Mini'],
        price: [499, 1999],
        sizes: 'alphaWomen',
        fits: ['Flared', 'Regular Fit'],
        occasions: ['Casual', 'Party', 'Work'],
        tags: ['skirt', 'western', 'bottomwear'],
      },
      {
        name: 'Lehengas',
        slug: 'lehengas',
        drawing: 'skirt',
        noun: 'Lehenga',
        colours: [K.red, K.pink, K.navy, K.olive],
        patterns: ['solid', 'print'],
        materials: ['Silk', 'Georgette', 'Velvet', 'Net'],
        styles: ['Bridal', 'Mirror Work', 'Zari Embroidered', 'Flared', 'Lehenga Choli'],
        price: [2499, 9999],
        sizes: 'alphaWomen',
        fits: ['Flared'],
        occasions: ['Wedding', 'Festive', 'Party'],
        tags: ['lehenga', 'ghagra', 'choli', 'ethnic', 'festive'],
        ownSet: 4,
      },
      {
        name: 'Salwar Suits',
        slug: 'salwar-suits',
        drawing: 'kurti',
        noun: 'Salwar Suit',
        colours: [K.magenta, K.teal, K.yellow, K.maroon],
        patterns: ['solid', 'print'],
        materials: ['Cotton', 'Rayon', 'Chanderi', 'Silk Blend'],
        styles: ['Patiala', 'Anarkali', 'Straight', 'Churidar', 'Sharara'],
        price: [999, 3999],
        sizes: 'alphaWomen',
        sleeve: ['Three-Quarter Sleeve'],
        neck: ['Round Neck', 'Keyhole Neck'],
        fits: ['Straight Fit', 'Flared'],
        occasions: ['Festive', 'Work', 'Casual'],
        tags: ['salwar', 'kameez', 'suit', 'ethnic'],
        ownSet: 4,
      },
      {
        name: 'Dupattas',
        slug: 'dupattas',
        drawing: 'saree',
        noun: 'Dupatta',
        colours: [K.red, K.magenta, K.emerald, K.mustard],
        patterns: ['solid', 'print'],
        materials: ['Chiffon', 'Georgette', 'Cotton', 'Silk'],
        styles: ['Phulkari', 'Bandhani', 'Gota Patti', 'Chikankari'],
        price: [399, 1999],
        sizes: 'free',
        fits: ['Free Size'],
        occasions: ['Festive', 'Wedding', 'Casual'],
        tags: ['dupatta', 'chunni', 'stole', 'ethnic'],
        ownSet: 4,
      },
      {
        name: 'Jackets',
        slug: 'jackets',
        drawing: 'jacket',
        noun: 'Jacket',
        colours: [K.lightDenim, K.black, K.beige, K.olive, K.pink],
        patterns: ['solid'],
        materials: ['Denim', 'Faux Leather', 'Wool Blend', 'Corduroy'],
        styles: ['Cropped Denim', 'Biker', 'Shacket', 'Quilted', 'Longline'],
        price: [1499, 4499],
        sizes: 'alphaWomen',
        sleeve: ['Full Sleeve'],
        neck: ['Notch Collar', 'Stand Collar'],
        fits: ['Regular Fit', 'Cropped Fit'],
        occasions: ['Casual', 'Travel', 'Winter'],
        tags: ['jacket', 'outerwear', 'winter'],
      },
    ],
  },
];

export const PATTERN_LABEL: Record<Pattern, string> = {
  solid: 'Solid',
  stripe: 'Striped',
  check: 'Checked',
  print: 'Printed',
};

export const COLLECTIONS = [
  'Essentials',
  'Monsoon Edit',
  'Festive Edit',
  'Weekend Club',
  'Workwear',
  'Summer Linen',
];

export const CARE: Record<string, string[]> = {
  default: [
    'Machine wash cold with like colours',
    'Do not bleach',
    'Tumble dry low',
    'Warm iron if needed',
  ],
  delicate: [
    'Dry clean recommended',
    'Do not wring',
    'Iron on low heat',
    'Store folded in a muslin bag',
  ],
  denim: [
    'Wash inside out in cold water',
    'Do not bleach',
    'Line dry in shade',
    'Iron on medium heat',
  ],
  wool: ['Dry clean only', 'Do not tumble dry', 'Steam to remove creases'],
};

export function careFor(material: string): string[] {
  const m = material.toLowerCase();
  if (/silk|georgette|chiffon|organza|chanderi|crepe/.test(m)) return CARE.delicate ?? [];
  if (/denim/.test(m)) return CARE.denim ?? [];
  if (/wool|leather|suede/.test(m)) return CARE.wool ?? [];
  return CARE.default ?? [];
}

/** Offers shown on every product page; the codes match the seeded coupons. */
export const PRODUCT_OFFERS = [
  'Use code VASTRA10 for 10% off on orders above ₹1,499 (up to ₹300).',
  'Use code FESTIVE500 for ₹500 off on orders above ₹3,999.',
  'Free delivery on orders of ₹999 or more.',
];

/** Every (drawing, colour, pattern) the catalogue can use: the asset generator draws each once. */
export function artCombos(): { drawing: Drawing; colour: Colour; pattern: Pattern }[] {
  const seen = new Map<string, { drawing: Drawing; colour: Colour; pattern: Pattern }>();
  for (const cat of CATEGORIES) {
    for (const sub of cat.subcategories) {
      for (const colour of sub.colours) {
        for (const pattern of sub.patterns) {
          seen.set(`${sub.drawing}-${colour.slug}-${pattern}`, {
            drawing: sub.drawing,
            colour,
            pattern,
          });
        }
      }
    }
  }
  return [...seen.values()];
}

/** Relative URLs of a product's pictures: front, a second angle, and a fabric close-up. */
export function productImagePaths(drawing: Drawing, colour: Colour, pattern: Pattern): string[] {
  const base = `${drawing}-${colour.slug}-${pattern}`;
  return [
    `/static/products/${base}.svg`,
    `/static/products/${base}-alt.svg`,
    `/static/swatches/${colour.slug}-${pattern}.svg`,
  ];
}
