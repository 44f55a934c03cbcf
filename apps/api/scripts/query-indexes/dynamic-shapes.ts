/**
 * The shapes of filters the services build at run time (in a variable or a helper), which the AST
 * cannot read, by `file:function` (file relative to `src/modules`). Keep each entry in step with the
 * code that builds the filter: the API's tests fail when a call site with a run-time filter has no
 * entry here, or when a shape listed here has no index to start it.
 *
 * Back-office lists combine optional filters freely; their entries list each condition alone (and
 * no condition), with every sort the page offers. That is enough for the check: a condition added
 * to a shape never stops the index that starts it from starting it (the equality field that starts
 * it is still there; a walk along the sort still applies while the filter has no equality).
 */
import type { DeclaredShape, DynamicShapes, Op } from './extract';

type Sort = Record<string, 1 | -1>;

/**
 * Each condition alone, and none, crossed with each sort; counts (no sort) come out once each.
 * Without a filter these lists count with estimatedDocumentCount, so the empty filter is a find.
 */
function eachCondition(
  conditions: Record<string, Op>[],
  sorts: Sort[],
  note: string,
): DeclaredShape[] {
  return [{}, ...conditions].flatMap((filter) =>
    sorts.map((sort) =>
      Object.keys(filter).length
        ? { filter, sort, note }
        : { filter, sort, note: `${note}, no filter`, only: ['find'] },
    ),
  );
}

/** Both directions of each sort (the reverse of every key). */
const bothWays = (sorts: Sort[]): Sort[] =>
  sorts.flatMap((s) => [
    s,
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === 1 ? -1 : 1])) as Sort,
  ]);

const NEWEST: Sort = { createdAt: -1, _id: -1 };

const ORDER_CONDITIONS: Record<string, Op>[] = [
  { status: 'eq' },
  { paymentMethod: 'eq' },
  { createdAt: 'range' },
  { 'addressSnapshot.zipcode': 'eq' },
  { _id: 'eq' },
  { user: 'eq' },
  { 'addressSnapshot.phone': 'eq' },
];

/** The review moderation page's conditions, shared by its list and its count. */
const MODERATION_CONDITIONS: Record<string, Op>[] = [
  { hidden: 'eq' },
  { hidden: 'ne' },
  { rating: 'eq' },
  { product: 'eq' },
  { comment: 'text' },
  { userName: 'text' },
];

/** The customer list's conditions, shared by its page and its count. */
const CUSTOMER_CONDITIONS: Record<string, Op>[] = [
  { name: 'text' },
  { email: 'regex' },
  { phone: 'text' },
  { _id: 'eq' },
  { _id: 'ne' },
  { codRefusals: 'range' },
  { blocked: 'eq' },
  { blocked: 'ne' },
];

/** The back office's product list: its filters, each alone, and its sorts both ways. */
const PRODUCT_CONDITIONS: Record<string, Op>[] = [
  { status: 'ne' },
  { status: 'eq' },
  { category: 'eq' },
  { subcategory: 'eq' },
  { stock: 'range' },
  { 'inventory.stock': 'range' },
  { name: 'text' },
  { 'brand.name': 'text' },
  { slug: 'text' },
];
const PRODUCT_LIST = eachCondition(
  PRODUCT_CONDITIONS,
  bothWays([
    { createdAt: -1, _id: -1 },
    { updatedAt: -1, _id: -1 },
    { name: -1, _id: -1 },
    { price: -1, _id: -1 },
    { stock: -1, _id: -1 },
  ]),
  'back office product list',
);

export const DYNAMIC_SHAPES: DynamicShapes = {
  // The storefront's listings; while any product is hidden or archived, `status` ($nin) is added.
  'catalog/catalog.service.ts:pageOf': (
    [
      [{}, NEWEST, 'GET /products (all, newest)'],
      [{}, { ratings: -1, reviewCount: -1, _id: -1 }, 'GET /products?sort=popular'],
      [{ trending: 'eq' }, NEWEST, 'trending'],
      [{ trending: 'eq' }, { ratings: -1, reviewCount: -1, _id: -1 }, 'trending, popular'],
      [{ category: 'eq' }, NEWEST, 'category listing'],
      [{ category: 'eq', subcategory: 'eq' }, NEWEST, 'subcategory listing'],
    ] as [Record<string, Op>, Sort, string][]
  ).flatMap(([filter, sort, note]): DeclaredShape[] => [
    // Without a filter the count is estimatedDocumentCount (collection metadata), so only find.
    { filter, sort, note, ...(Object.keys(filter).length ? {} : { only: ['find'] }) },
    { filter: { ...filter, status: 'ne' }, sort, note: `${note}, unlisted left out` },
  ]),
  // Back office: status (absent: all but archived, `$ne`; active: `$nin`; hidden or archived;
  // all: none), category, subcategory, out of stock, low stock (a size below the threshold) and
  // the search words (each an `$or` of contains-searches on name, brand and slug), sorted by any
  // of the five columns both ways. The count has the same filters; none: estimatedDocumentCount.
  'catalog/admin/products.admin.service.ts:listAdminProducts': PRODUCT_LIST,
  // The products export: the list's filters and sorts, every page; its sizes by the same filters.
  'catalog/admin/product-csv-export.ts:productsCsv': [
    ...PRODUCT_LIST,
    // (Without a filter its distinct is written out, and walks the sizes' own index.)
    ...eachCondition(PRODUCT_CONDITIONS, [{}], 'products export sizes')
      .filter((shape) => Object.keys(shape.filter).length)
      .map((shape) => ({ ...shape, only: ['distinct'] })),
  ],
  // A size chart's sizes: the products of its category, or of one of its subcategories.
  'catalog/admin/size-charts.admin.ts:ownerSizes': [
    { filter: { category: 'eq' }, sort: {}, note: 'a category’s sizes' },
    { filter: { category: 'eq', subcategory: 'eq' }, sort: {}, note: 'a subcategory’s sizes' },
  ],
  // The chart record of a category (subcategory null) or of one of its subcategories.
  'catalog/admin/size-charts.admin.ts:adminChart': [
    { filter: { category: 'eq', subcategory: 'eq' }, sort: {}, note: 'one size chart' },
  ],
  'catalog/admin/size-charts.admin.ts:saveChart': [
    { filter: { category: 'eq', subcategory: 'eq' }, sort: {}, note: 'one size chart' },
  ],
  'staff/audit.service.ts:listAudit': [
    // Without a filter the count is estimatedDocumentCount, so only find.
    { filter: {}, sort: { at: -1, _id: -1 }, note: 'audit log, newest', only: ['find'] },
    { filter: { action: 'eq' }, sort: { at: -1, _id: -1 }, note: 'by action' },
    {
      filter: { 'entity.type': 'eq', 'entity.id': 'eq' },
      sort: { at: -1, _id: -1 },
      note: 'one thing’s history',
    },
    { filter: { 'actor.id': 'eq' }, sort: { at: -1, _id: -1 }, note: 'by staff member' },
  ],
  'catalog/admin/product-write.ts:taken': [
    { filter: { slug: 'eq' }, sort: {}, note: 'slug free? (create)' },
    { filter: { slug: 'eq', _id: 'ne' }, sort: {}, note: 'slug free? (edit)' },
  ],
  'catalog/search-database.ts:loadSearchSources': [
    { filter: {}, sort: { _id: 1 }, note: 'search index load, first page' },
    { filter: { _id: 'range' }, sort: { _id: 1 }, note: 'search index load, next pages' },
  ],
  'catalog/search-database.ts:databaseSearch': [
    {
      filter: { searchTerms: 'eq' },
      sort: {},
      note: 'catalogue words answering each query word ($and/$or of one $in per word)',
    },
  ],
  'cart/bag.data.ts:pushLine': [
    {
      filter: { user: 'eq', 'lines.product': 'ne', 'lines.49': 'exists' },
      sort: {},
      note: 'the bag while it lacks the line ($nor of an $elemMatch) and has room (its last place unset)',
    },
  ],
  // A product's visible reviews (`hidden` $ne true), optionally of one rating, in any of five orders.
  'reviews/reviews.service.ts:listReviews': (
    [
      [NEWEST, 'newest'],
      [{ createdAt: 1, _id: 1 }, 'oldest'],
      [{ rating: -1, createdAt: -1, _id: -1 }, 'highest'],
      [{ rating: 1, createdAt: -1, _id: -1 }, 'lowest'],
      [{ helpful: -1, createdAt: -1, _id: -1 }, 'helpful'],
    ] as [Sort, string][]
  ).flatMap(([sort, note]): DeclaredShape[] => [
    { filter: { product: 'eq', hidden: 'ne' }, sort, note },
    { filter: { product: 'eq', hidden: 'ne', rating: 'eq' }, sort, note: `${note}, one rating` },
  ]),
  'reviews/reviews.service.ts:ratingSummary': [
    { filter: { product: 'eq', hidden: 'ne' }, sort: {}, note: 'visible reviews by rating' },
  ],
  'reviews/review-fit.ts:fitCounts': [
    { filter: { product: 'eq', hidden: 'ne' }, sort: {}, note: 'visible reviews by fit answer' },
  ],
  'reviews/reviews.service.ts:recomputeProductRating': [
    { filter: { product: 'eq', hidden: 'ne' }, sort: {}, note: 'visible reviews counted again' },
  ],
  // Moderation: visibility (hidden: true; visible: $ne true; all), rating, product, and a
  // contains-search of the comment or the reviewer's name; newest first.
  'reviews/admin/admin-reviews.data.ts:findReviewsPage': eachCondition(
    MODERATION_CONDITIONS,
    [NEWEST],
    'moderation list',
  ),
  'reviews/admin/admin-reviews.data.ts:countReviews': eachCondition(
    MODERATION_CONDITIONS,
    [{}],
    'moderation count',
  ),
  // The contact inbox: state (new: `$nin` read/answered, as older messages have none; read;
  // answered; all) and a contains-search of the name, e-mail or message; newest first.
  'contact/admin/admin-inbox.data.ts:findMessagesPage': eachCondition(
    [{ state: 'eq' }, { state: 'ne' }, { name: 'text' }, { email: 'text' }, { message: 'text' }],
    [NEWEST],
    'inbox',
  ),
  'contact/admin/admin-inbox.data.ts:countMessages': eachCondition(
    [{ state: 'eq' }, { state: 'ne' }, { name: 'text' }, { email: 'text' }, { message: 'text' }],
    [{}],
    'inbox count',
  ),
  'contact/admin/admin-inbox.data.ts:findSubscribersPage': eachCondition(
    [{ email: 'text' }],
    [NEWEST],
    'subscribers',
  ),
  'contact/admin/admin-inbox.data.ts:countSubscribers': eachCondition(
    [{ email: 'text' }],
    [{}],
    'subscriber count',
  ),
  // The back office's orders: status, payment mode, placed between two days, delivery pincode,
  // and the search (an order id; the accounts found by e-mail or phone, `$in`; the delivery
  // phone; accounts and phone together are an `$or`), sorted by date, total or status both ways
  // (status ties newest first ascending, so descending is the exact reverse).
  'orders/admin/admin-orders.data.ts:findOrdersPage': eachCondition(
    ORDER_CONDITIONS,
    bothWays([NEWEST, { total: -1, _id: -1 }, { status: 1, createdAt: -1, _id: -1 }]),
    'back office orders',
  ),
  // The orders export reads the list's filters and sorts, every page, through a cursor.
  'orders/admin/admin-orders.data.ts:orderCursor': eachCondition(
    ORDER_CONDITIONS,
    bothWays([NEWEST, { total: -1, _id: -1 }, { status: 1, createdAt: -1, _id: -1 }]),
    'back office orders export',
  ),
  'orders/admin/admin-orders.data.ts:countOrders': eachCondition(
    ORDER_CONDITIONS,
    [{}],
    'back office order count',
  ),
  // The back office's customers: a search (an `$or` of a contains-search of the name, the start
  // of the e-mail and a contains-search of the phone), the accounts with orders (`$in`) or without
  // (`$nin`), COD refusals (above or at most 0) and blocked (true or `$ne` true); newest first.
  'users/admin/customer-accounts.data.ts:findCustomerAccountsPage': eachCondition(
    CUSTOMER_CONDITIONS,
    [NEWEST],
    'back office customers',
  ),
  'users/admin/customer-accounts.data.ts:countCustomerAccounts': eachCondition(
    CUSTOMER_CONDITIONS,
    [{}],
    'back office customer count',
  ),
  // A staff account is saved only at the version its form opened (`atVersion`).
  'staff/staff.service.ts:update': [
    { filter: { _id: 'eq', editVersion: 'eq' }, sort: {}, note: 'staff save at its version' },
  ],
  'users/user-lookups.ts:findUserIds': [
    { filter: { phone: 'eq' }, sort: {}, note: 'accounts with this phone' },
    { filter: { email: 'regex' }, sort: {}, note: 'accounts whose e-mail starts so' },
  ],
  // A courier booking is recorded on an order with none yet; the courier sweep also asks that
  // the order is still in its state.
  'orders/lifecycle.data.ts:recordShipment': [
    { filter: { _id: 'eq', shipment: 'eq' }, sort: {}, note: 'staff hand-over' },
    { filter: { _id: 'eq', shipment: 'eq', status: 'eq' }, sort: {}, note: 'courier sweep' },
  ],
  'orders/lifecycle.data.ts:findOrderFor': [
    { filter: { _id: 'eq', user: 'eq' }, sort: {}, note: 'a customer’s own order' },
    { filter: { _id: 'eq' }, sort: {}, note: 'any order' },
  ],
  // The fulfilment sweeps: orders in a state since before a time, oldest first; the COD
  // confirmation adds the payment mode, the courier booking "no shipment, not confirmed by staff".
  'orders/lifecycle.data.ts:ordersWaiting': [
    { filter: { status: 'eq', statusAt: 'range' }, sort: { statusAt: 1 }, note: 'sweep' },
    {
      filter: { status: 'eq', statusAt: 'range', paymentMethod: 'eq' },
      sort: { statusAt: 1 },
      note: 'COD to confirm',
    },
    {
      filter: { status: 'eq', statusAt: 'range', shipment: 'eq', timeline: 'ne' },
      sort: { statusAt: 1 },
      note: 'to book with the courier',
    },
  ],
  'users/users.service.ts:updateProfile': [
    { filter: { _id: 'eq', tokenVersion: 'eq' }, sort: {}, note: 'e-mail change' },
    { filter: { _id: 'eq' }, sort: {}, note: 'other changes' },
  ],
  // Crawlers' sitemap and product feed: the products on sale, newest first.
  'catalog/catalog-lookups.ts:listedProducts': [
    { filter: { status: 'ne' }, sort: NEWEST, note: 'sitemap products and product feed' },
  ],
  // Complete the look: the product's own place, its style mates, the subcategories beside it.
  'catalog/look-lookups.ts:listedPlacement': [
    { filter: { _id: 'eq', status: 'ne' }, sort: {}, note: 'a product on sale' },
  ],
  'catalog/look-lookups.ts:listedSummariesInOrder': [
    { filter: { _id: 'eq', status: 'ne' }, sort: {}, note: 'style mates on sale' },
  ],
  'catalog/look-lookups.ts:listedInSubcategories': [
    {
      filter: { category: 'eq', subcategorySlug: 'eq', _id: 'ne', stock: 'range', status: 'ne' },
      sort: NEWEST,
      note: 'complementary subcategories, in stock then sold out',
    },
  ],
  'catalog/search-database.ts:countProducts': [
    { filter: { status: 'ne' }, sort: {}, note: 'listed products ($nin hidden, archived)' },
  ],
  'users/users.service.ts:resetPassword': [
    {
      filter: { resetTokenHash: 'eq', resetTokenExpiresAt: 'range' },
      sort: {},
      note: 'live reset token',
    },
  ],
};
