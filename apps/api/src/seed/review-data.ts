/**
 * Vocabulary of the demo reviews: the demo shoppers, their delivery addresses, and sentence
 * pools that demo-reviews.ts combines by garment, material, fit and rating into review texts.
 *
 * Tokens in the sentences: {noun} / {nouns} (garment, singular/plural), {this}/{This},
 * {it}/{It}, {them}, {is}, {was}, {has}, {s} (verb ending: "fit{s}"), {material}, {colour},
 * {fit}, {size}, {brand}, {city}, {days}. Plural garments (jeans, trousers) read "these jeans are".
 */
import type { Drawing } from './catalogue-data';

/** Demo shoppers live on this reserved domain; `--reset` and cleanup touch only these addresses. */
export const DEMO_EMAIL_DOMAIN = 'demo.vastra.in';

export type Gender = 'female' | 'male';

export interface DemoShopperDef {
  name: string;
  gender: Gender;
}

const WOMEN = [
  'Aditi Deshpande',
  'Kavya Iyer',
  'Pooja Agarwal',
  'Riya Chatterjee',
  'Neha Joshi',
  'Shreya Nair',
  'Divya Menon',
  'Anjali Verma',
  'Ishita Kapoor',
  'Sakshi Jain',
  'Nandini Rao',
  'Tanvi Kulkarni',
  'Aishwarya Pillai',
  'Simran Kaur',
  'Harini Krishnan',
  'Megha Bhatt',
  'Ritika Saxena',
  'Swati Mishra',
  'Lakshmi Narayanan',
  'Pallavi Patil',
  'Zoya Khan',
  'Deepika Gowda',
  'Anusha Reddy',
  'Mitali Das',
  'Jyoti Yadav',
  "Roshni D'Souza",
  'Payal Mehta',
  'Bhavna Choudhary',
  'Sanya Arora',
  'Keerthana Subramaniam',
  'Farah Ansari',
  'Madhuri Pawar',
  'Gayatri Hegde',
  'Ankita Sinha',
  'Preeti Thakur',
  'Sonal Shah',
];

const MEN = [
  'Rahul Gupta',
  'Aditya Kumar',
  'Karthik Srinivasan',
  'Siddharth Bose',
  'Amit Tiwari',
  'Varun Khanna',
  'Rohan Desai',
  'Manish Pandey',
  'Harsh Vardhan Singh',
  'Abhishek Dubey',
  'Pranav Menon',
  'Arvind Raghavan',
  'Sandeep Naik',
  'Imran Qureshi',
  'Gaurav Bansal',
  'Vivek Chauhan',
  'Suresh Babu',
  'Ajay Rathore',
  'Mohit Sethi',
  'Akash Ghosh',
  'Deepak Nambiar',
  'Tarun Bhatia',
  'Naveen Shetty',
  'Yash Goyal',
  'Anirudh Sharma',
  'Jatin Malik',
  'Rakesh Mohanty',
  'Sameer Kulkarni',
  'Faisal Sheikh',
  'Kunal Mukherjee',
  'Nitin Jadhav',
  'Ashwin Kumar',
  'Dhruv Oberoi',
  'Gurpreet Singh',
  'Sai Teja Reddy',
  'Joseph Thomas',
];

/** Alternating women and men, so any prefix of the list is balanced. */
export const DEMO_SHOPPERS: DemoShopperDef[] = WOMEN.flatMap((w, i) => {
  const m = MEN[i];
  return m
    ? [
        { name: w, gender: 'female' as const },
        { name: m, gender: 'male' as const },
      ]
    : [{ name: w, gender: 'female' as const }];
});

export interface CityDef {
  city: string;
  state: string;
  zipcode: string;
  areas: string[];
}

/** Public area pincodes of real localities; the house numbers and buildings are made up. */
export const CITIES: CityDef[] = [
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560038',
    areas: ['Indiranagar', 'HAL 2nd Stage'],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    zipcode: '400053',
    areas: ['Andheri West', 'Lokhandwala Complex'],
  },
  { city: 'Pune', state: 'Maharashtra', zipcode: '411038', areas: ['Kothrud', 'Karve Road'] },
  {
    city: 'New Delhi',
    state: 'Delhi',
    zipcode: '110024',
    areas: ['Lajpat Nagar II', 'Lajpat Nagar IV'],
  },
  { city: 'Chennai', state: 'Tamil Nadu', zipcode: '600020', areas: ['Adyar', 'Gandhi Nagar'] },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    zipcode: '500081',
    areas: ['Madhapur', 'Ayyappa Society'],
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    zipcode: '700091',
    areas: ['Salt Lake Sector V', 'Bidhannagar'],
  },
  { city: 'Ahmedabad', state: 'Gujarat', zipcode: '380009', areas: ['Navrangpura', 'CG Road'] },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    zipcode: '302017',
    areas: ['Malviya Nagar', 'Jawahar Circle'],
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    zipcode: '226010',
    areas: ['Gomti Nagar', 'Vibhuti Khand'],
  },
  { city: 'Kochi', state: 'Kerala', zipcode: '682030', areas: ['Kakkanad', 'Thrikkakara'] },
  { city: 'Chandigarh', state: 'Chandigarh', zipcode: '160022', areas: ['Sector 22'] },
  {
    city: 'Indore',
    state: 'Madhya Pradesh',
    zipcode: '452010',
    areas: ['Vijay Nagar', 'Scheme No. 54'],
  },
  { city: 'Bhubaneswar', state: 'Odisha', zipcode: '751007', areas: ['Saheed Nagar'] },
  { city: 'Coimbatore', state: 'Tamil Nadu', zipcode: '641002', areas: ['RS Puram'] },
  { city: 'Gurugram', state: 'Haryana', zipcode: '122002', areas: ['DLF Phase 3'] },
  { city: 'Noida', state: 'Uttar Pradesh', zipcode: '201309', areas: ['Sector 62'] },
  { city: 'Nagpur', state: 'Maharashtra', zipcode: '440010', areas: ['Dharampeth'] },
];

export const BUILDINGS = [
  'Sai Krupa Apartments',
  'Green Park Residency',
  'Shanti Niketan Society',
  'Lotus Enclave',
  'Sunrise Towers',
  'Gulmohar Heights',
  'Ashirwad Complex',
  'Silver Oak Residency',
  'Krishna Kunj',
  'Palm Grove Apartments',
];
export const LANDMARKS = [
  'Near City Hospital',
  'Opp. SBI Bank',
  'Behind Ganesh Temple',
  'Near Metro Station',
  'Next to Reliance Fresh',
  '',
];

// ---------- garments ----------

export interface GarmentWords {
  noun: string;
  nouns: string;
  plural: boolean;
  /** How shoppers talk about the fit: upper body, bottoms (waist sizes or alpha), or drape. */
  shape: 'upper' | 'bottom' | 'skirt' | 'drape';
}

export const GARMENTS: Record<Drawing, GarmentWords> = {
  shirt: { noun: 'shirt', nouns: 'shirts', plural: false, shape: 'upper' },
  tee: { noun: 't-shirt', nouns: 't-shirts', plural: false, shape: 'upper' },
  polo: { noun: 'polo', nouns: 'polos', plural: false, shape: 'upper' },
  jeans: { noun: 'jeans', nouns: 'jeans', plural: true, shape: 'bottom' },
  trousers: { noun: 'trousers', nouns: 'trousers', plural: true, shape: 'bottom' },
  kurta: { noun: 'kurta', nouns: 'kurtas', plural: false, shape: 'upper' },
  jacket: { noun: 'jacket', nouns: 'jackets', plural: false, shape: 'upper' },
  hoodie: { noun: 'hoodie', nouns: 'hoodies', plural: false, shape: 'upper' },
  dress: { noun: 'dress', nouns: 'dresses', plural: false, shape: 'upper' },
  top: { noun: 'top', nouns: 'tops', plural: false, shape: 'upper' },
  kurti: { noun: 'kurti', nouns: 'kurtis', plural: false, shape: 'upper' },
  saree: { noun: 'saree', nouns: 'sarees', plural: false, shape: 'drape' },
  skirt: { noun: 'skirt', nouns: 'skirts', plural: false, shape: 'skirt' },
};

export type Fabric = 'cotton' | 'linen' | 'denim' | 'silk' | 'flowy' | 'fleece' | 'outer' | 'blend';

export function fabricOf(material: string): Fabric {
  const m = material.toLowerCase();
  if (m.includes('denim')) return 'denim';
  if (m.includes('linen')) return 'linen';
  if (m.includes('fleece') || m.includes('terry')) return 'fleece';
  if (/silk|chanderi|organza/.test(m)) return 'silk';
  if (/georgette|chiffon|crepe|rayon/.test(m)) return 'flowy';
  if (/nylon|wool|suede|corduroy|leather/.test(m)) return 'outer';
  if (m.includes('cotton')) return 'cotton';
  return 'blend';
}

// ---------- sentences ----------

/** great = 5 stars, good = 4, mixed = 3, poor = 1–2. */
export type Mood = 'great' | 'good' | 'mixed' | 'poor';
/** The tone of one remark: praise, a mild niggle, or a complaint. */
export type Tone = 'up' | 'meh' | 'down';
type Pools = Record<Tone, string[]>;

export const OPENERS: Record<Mood, string[]> = {
  great: [
    'Absolutely love {this} {noun}!',
    'Superb quality, totally worth it.',
    'One of the best {nouns} I have bought online.',
    'Excellent product, exactly as shown in the pictures.',
    'Very happy with this purchase.',
    'Loved it!',
    'Go for it without a second thought.',
  ],
  good: [
    'Nice {noun}, happy with the purchase.',
    'Good quality for the price.',
    'Pretty good overall.',
    'Liked it, though not perfect.',
    'Good buy.',
  ],
  mixed: [
    "It's okay, not great.",
    'Average product.',
    'Decent {noun} for the price, but there are a few issues.',
    'Mixed feelings about this purchase.',
  ],
  poor: [
    'Disappointed with {this} {noun}.',
    'Not worth the money.',
    'Did not meet my expectations at all.',
    'Quality is not as expected.',
  ],
};

/** Whole reviews of one line, for shoppers who keep it short. */
export const ONE_LINERS: Record<Mood, string[]> = {
  great: [
    'Excellent quality, value for money.',
    'Superb! Loved it.',
    'Very nice product.',
    'Perfect fit and great fabric.',
    'Must buy.',
  ],
  good: ['Good product.', 'Nice, as described.', 'Good quality, fits well.', 'Worth the price.'],
  mixed: ['Average quality.', 'Okay for the price.', 'Fabric is fine, fitting could be better.'],
  poor: ['Poor quality.', 'Not as shown in the pictures.', 'Fabric is very thin, returned it.'],
};

export const CLOSERS: Record<Mood, string[]> = {
  great: [
    'Value for money.',
    'Highly recommended!',
    'Will definitely buy more from {brand}.',
    'Must buy.',
    'Ordering one more in another colour.',
  ],
  good: [
    'Worth the price.',
    'Would recommend.',
    'Good buy at this price.',
    'Would buy again in a sale.',
  ],
  mixed: [
    'Okay for the price, but I expected better.',
    'Buy only if it is on sale.',
    'Not sure I would order again.',
  ],
  poor: [
    'Returned it.',
    'Would not recommend.',
    'Not buying from {brand} again.',
    'Requested an exchange, let us see.',
  ],
};

export const FABRIC: Record<Fabric, Pools> = {
  cotton: {
    up: [
      'The {material} is soft and breathable, perfect for our summers.',
      'Fabric quality is superb and {it} {has} not shrunk after three washes.',
      'Good thick {material}, not see-through at all.',
    ],
    meh: [
      'The fabric is fine but creases quite easily.',
      'Fabric is a little thinner than I expected.',
    ],
    down: [
      'Fabric shrank after the first wash.',
      'The {material} feels rough and thin, nothing like the description.',
    ],
  },
  linen: {
    up: [
      'Lovely {material}, keeps me cool even in May.',
      'The linen texture looks premium and feels airy.',
    ],
    meh: ['Linen creases a lot, as expected, so ironing is a must.'],
    down: ['The fabric feels more like rough cotton than linen.'],
  },
  denim: {
    up: [
      'The denim is sturdy with just the right amount of stretch.',
      'Colour has not faded even after several washes.',
    ],
    meh: ['The denim is a bit stiff at first but softens after a few wears.'],
    down: [
      'Colour bled in the first wash and stained my other clothes.',
      'The denim feels cheap and has already started fading.',
    ],
  },
  silk: {
    up: [
      'The {material} has a lovely sheen and feels rich.',
      'Fabric feels rich and the fall is beautiful.',
    ],
    meh: ['The fabric is nice but the sheen is less than in the photos.'],
    down: ['The fabric feels synthetic, not like real {material}.'],
  },
  flowy: {
    up: [
      'The {material} is light and flowy, very comfortable for long hours.',
      'Fabric drapes beautifully and does not cling.',
    ],
    meh: ['The {material} is slightly see-through, so a lining would have helped.'],
    down: ['The fabric is very thin and snagged within a week.'],
  },
  fleece: {
    up: [
      'Warm and cosy, the {material} is thick without being heavy.',
      'Super soft inside, perfect for chilly mornings.',
    ],
    meh: ['Warm enough, but the fleece started pilling a little after a few washes.'],
    down: ['Pilling started after just two washes.'],
  },
  outer: {
    up: [
      'The {material} feels solid and well made, and the stitching is neat.',
      'Keeps me warm on cold evenings without being bulky.',
    ],
    meh: ['Good outer fabric, but the lining feels cheap.'],
    down: ['The zip broke within a month and the stitching is coming off.'],
  },
  blend: {
    up: ['The fabric holds its shape and does not wrinkle much.'],
    meh: ['The fabric is okay, a little shiny for my taste.'],
    down: ['The fabric feels cheap and synthetic.'],
  },
};

export const FIT: Record<GarmentWords['shape'], Pools> = {
  upper: {
    up: [
      'The {fit} is spot on. I ordered my usual size {size} and {it} fit{s} perfectly.',
      'Size chart is accurate, {size} fits me well.',
      'Fits well around the shoulders and the length is just right.',
    ],
    meh: [
      'Runs slightly large, I would suggest going one size down.',
      'The sleeves are a little long for me.',
    ],
    down: [
      'Size is totally off, {size} fits like a size smaller.',
      'Fitting is very poor, the shoulders are too broad.',
    ],
  },
  bottom: {
    up: [
      'Waist {size} fits perfectly and the length is just right, no alteration needed.',
      'The {fit} is comfortable for the whole day, even while sitting.',
    ],
    meh: ['Fits fine at the waist but I had to get the length altered.'],
    down: ['The waist runs small and the length is too short.'],
  },
  skirt: {
    up: [
      'Size {size} fits perfectly at the waist and the fall is lovely.',
      'The elastic at the back makes it very comfortable.',
    ],
    meh: ['The waist is a bit loose, I had to get it taken in.'],
    down: ['The waist runs very small for a size {size}.'],
  },
  drape: {
    up: [
      'Easy to drape and the pleats stay in place.',
      'The blouse piece is of good quality and the length is generous.',
    ],
    meh: ['A bit slippery to drape for a beginner like me.'],
    down: ['The blouse piece colour does not match the saree at all.'],
  },
};

/** Where and how shoppers wore it (praise only). */
export const WORN: Record<Drawing, string[]> = {
  shirt: [
    'Wearing it to office twice a week now.',
    'Looks sharp with chinos for client meetings.',
    "Wore it for a friend's engagement and got compliments.",
  ],
  tee: [
    'My go-to tee for weekend outings.',
    'Perfect for the gym and for lounging at home.',
    'Bought two more colours after this one.',
  ],
  polo: [
    'Wore it on a Goa trip and looked smart in all the photos.',
    'Good for casual Fridays at office.',
  ],
  jeans: [
    'Wore them on a Manali trip, very comfortable for long walks.',
    'They go well with both tees and shirts.',
  ],
  trousers: [
    'Comfortable enough for long office hours.',
    'Perfect for Monday meetings, formal and neat.',
  ],
  kurta: [
    'Wore it for Diwali puja and got so many compliments.',
    "Perfect for my cousin's mehendi.",
    'Wore it on Eid and the whole family loved it.',
  ],
  jacket: [
    'Kept me warm through the Delhi winter.',
    'Perfect for Bengaluru evenings.',
    'Wore it on a Himachal trip, very handy.',
  ],
  hoodie: ['Wore it throughout my Shimla trip.', 'Great for early morning walks in winter.'],
  dress: [
    "Wore it to a friend's birthday brunch and felt great.",
    'Perfect for a day out, very comfortable in the heat.',
  ],
  top: ['Easy to pair with jeans for college.', 'Looks smart enough for office too.'],
  kurti: [
    'Wearing it to office with palazzos, very comfortable.',
    'Wore it for Navratri and loved it.',
  ],
  saree: [
    "Wore it to my cousin's wedding and everyone asked where I got it.",
    'Perfect for Durga Puja.',
    'Draped it for a family function and felt lovely.',
  ],
  skirt: [
    'Wore it on a Pondicherry trip, looks lovely in photos.',
    'Goes well with a tucked-in tee.',
  ],
};

/** Bought for someone else (a reviewer of the other category). */
export const GIFTED: Record<Gender, string[]> = {
  female: [
    'Bought {this} for my husband and he loves {them}.',
    'Gifted {them} to my brother on Rakhi, he was very happy.',
    'Ordered {this} for my father and the size was perfect.',
  ],
  male: [
    'Gifted {them} to my wife on her birthday, she loved {them}.',
    'Bought {this} for my sister and she was very happy.',
    'Ordered {this} for my mother, she liked the colour.',
  ],
};

export const COLOUR: Pools = {
  up: [
    'The {colour} colour is exactly as shown in the pictures.',
    'The {colour} shade looks even better in person.',
  ],
  meh: ['The colour is a shade lighter than in the photos.'],
  down: ['The colour looks very different from the photos.'],
};

export const DELIVERY: Pools = {
  up: ['Delivered in {days} days, nicely packed.', 'Quick delivery to {city} and neat packaging.'],
  meh: ['Delivery took {days} days, but it was worth the wait.'],
  down: ['Delivery took {days} days and the packet was torn when it arrived.'],
};
