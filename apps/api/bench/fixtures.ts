/**
 * The bench's shoppers and their data, made in the API process after the catalogue is seeded
 * (bench/api-server.ts): readers with a bag, a wishlist, an address and a few COD orders; writers
 * with an empty bag; buyers with an address who each place one COD order of a scarce size during
 * the order scenario (bench/run.ts), after which `stockCheck` says whether anything oversold.
 */
import bcrypt from 'bcrypt';
import mongoose, { Types } from 'mongoose';
import type { AppDeps } from '../src/deps';
import { signToken } from '../src/lib/auth';
import { AddressModel } from '../src/modules/addresses/address.model';
import { BagModel } from '../src/modules/cart/bag.model';
import { CategoryModel } from '../src/modules/catalog/category.model';
import { ProductModel } from '../src/modules/catalog/product.model';
import { placeOrder } from '../src/flows/place-order';
import { UserModel } from '../src/modules/users/user.model';
import { WishlistItemModel } from '../src/modules/wishlist/wishlist.model';
import type { ApiFixtures, ScarceItem, StockCheck } from './protocol';

const READ_USERS = Number(process.env.BENCH_READ_USERS ?? 100);
const WRITE_USERS = Number(process.env.BENCH_WRITE_USERS ?? 400);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 600);
/** Units of each scarce size: together fewer than the buyers, so the last buyers are refused. */
const SCARCE_STOCK = Number(process.env.BENCH_SCARCE_STOCK ?? 150);
const SCARCE_ITEMS = 2;
const ORDERS_PER_READER = 3;
/** A Delhi pincode the bundled dataset serves with cash on delivery. */
const BENCH_PINCODE = '110001';

type Stocked = { _id: Types.ObjectId; inventory: { size: string; stock: number }[] };

async function createUsers(count: number, prefix: string, secret: string) {
  const passwordHash = await bcrypt.hash('bench-password', 4);
  const users = await UserModel.insertMany(
    Array.from({ length: count }, (_, i) => ({
      name: `Bench ${prefix} ${i}`,
      email: `bench-${prefix}-${i}@example.com`,
      phone: '9876543210',
      passwordHash,
    })),
  );
  const addresses = await AddressModel.insertMany(
    users.map((u) => ({
      user: u._id,
      name: u.name,
      address: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      phone: '9876543210',
      zipcode: BENCH_PINCODE,
      isDefault: true,
    })),
  );
  return users.map((u, i) => ({
    id: u._id,
    token: signToken({ id: String(u._id), tokenVersion: 0 }, secret, '2h'),
    addressId: String(addresses[i]?._id ?? ''),
  }));
}

/** Distinct two-word queries ("<first word> <last word>" of product names) for uncached search. */
async function searchQueries(): Promise<string[]> {
  const names = await ProductModel.find({}, { name: 1 }).limit(5000).lean<{ name: string }[]>();
  return [
    ...new Set(
      names.flatMap(({ name }) => {
        const w = name
          .toLowerCase()
          .split(/\s+/)
          .filter((x) => /^[a-z]{3,}$/.test(x));
        return w.length >= 2 ? [`${w[0]} ${w[w.length - 1]}`, `${w[1]} ${w[w.length - 1]}`] : [];
      }),
    ),
  ];
}

async function largestCategory() {
  const categories = await CategoryModel.find({}, { name: 1 }).lean<
    { _id: Types.ObjectId; name: string }[]
  >();
  let best = { id: '', name: '', total: -1 };
  for (const c of categories) {
    const total = await ProductModel.countDocuments({ category: c._id });
    if (total > best.total) best = { id: String(c._id), name: c.name, total };
  }
  return best;
}

/**
 * Every 20-product page of every category and of every subcategory: more distinct answers than the
 * response cache holds at 20,000 products, so asking them in turn always misses it.
 */
async function categoryPagePaths(): Promise<string[]> {
  const categories = await CategoryModel.find({}, { subcategories: 1 }).lean<
    { _id: Types.ObjectId; subcategories?: { _id: Types.ObjectId }[] }[]
  >();
  const paths: string[] = [];
  for (const c of categories) {
    const lists: [Record<string, Types.ObjectId>, string][] = [
      [{ category: c._id }, ''],
      ...(c.subcategories ?? []).map((s): [Record<string, Types.ObjectId>, string] => [
        { category: c._id, subcategory: s._id },
        `&subcategoryId=${String(s._id)}`,
      ]),
    ];
    for (const [filter, extra] of lists) {
      const pages = Math.ceil((await ProductModel.countDocuments(filter)) / 20);
      for (let page = 1; page <= pages; page += 1) {
        paths.push(`/api/products/${String(c._id)}?page=${page}&limit=20${extra}`);
      }
    }
  }
  return paths;
}

/** Sets the stock of each product's first size (the bench's own data; raw driver, no hooks). */
async function setStock(products: Stocked[], stock: number): Promise<ScarceItem[]> {
  const items: ScarceItem[] = [];
  for (const p of products) {
    const size = p.inventory[0]?.size ?? null;
    await ProductModel.collection.updateOne(
      { _id: p._id, 'inventory.size': size },
      { $set: { 'inventory.$.stock': stock } },
    );
    const line = { productId: String(p._id), size };
    items.push({ ...line, stock, orderedBefore: await unitsInOrders(line) });
  }
  return items;
}

export async function createFixtures(
  deps: AppDeps,
  secret: string,
  seedMs: number,
  engine: string,
  products: number,
): Promise<ApiFixtures> {
  const category = await largestCategory();
  const product = await ProductModel.findOne({}, { _id: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .skip(100)
    .lean<{ _id: Types.ObjectId }>();
  const stocked = await ProductModel.find({ 'inventory.0': { $exists: true } }, { inventory: 1 })
    .limit(16 + SCARCE_ITEMS)
    .lean<Stocked[]>();
  // Plenty of stock where the bench adds to bags and places the readers' orders; little where
  // the order scenario buys.
  const addable = (await setStock(stocked.slice(0, 16), 1_000_000)).map(({ productId, size }) => ({
    productId,
    size,
  }));
  const scarce = await setStock(stocked.slice(16, 16 + SCARCE_ITEMS), SCARCE_STOCK);

  const readers = await createUsers(READ_USERS, 'read', secret);
  const writers = await createUsers(WRITE_USERS, 'write', secret);
  const buyers = await createUsers(BUYERS, 'buy', secret);

  // A typical bag (three lines) and wishlist (five products) for every reader.
  await BagModel.insertMany(
    readers.map((u) => ({
      user: u.id,
      lines: addable.slice(0, 3).map((a, i) => ({
        product: new Types.ObjectId(a.productId),
        size: a.size,
        quantity: i + 1,
        addedAt: new Date(),
      })),
    })),
  );
  await WishlistItemModel.insertMany(
    readers.flatMap((u) => stocked.slice(3, 8).map((p) => ({ user: u.id, product: p._id }))),
  );
  // An order history: placed through the order service (COD), as a shopper would.
  const ordered = addable.slice(8, 8 + ORDERS_PER_READER);
  const ctx = { gateway: deps.payments, pincode: deps.pincode, logger: deps.logger };
  for (const u of readers) {
    for (const a of ordered) {
      await placeOrder(
        ctx,
        String(u.id),
        {
          products: [{ productId: a.productId, size: a.size, quantity: 1 }],
          addressId: u.addressId,
          paymentMethod: 'COD',
          currency: 'INR',
        },
        null,
      );
    }
  }

  return {
    categoryId: category.id,
    categoryName: category.name,
    categoryTotal: category.total,
    categoryPaths: await categoryPagePaths(),
    productId: String(product?._id ?? ''),
    productIds: (
      await ProductModel.find({}, { _id: 1 }).limit(5000).lean<{ _id: Types.ObjectId }[]>()
    ).map((p) => String(p._id)),
    searchQuery: process.env.BENCH_SEARCH ?? 'blue kurta',
    searchQueries: await searchQueries(),
    readTokens: readers.map((u) => u.token),
    writeTokens: writers.map((u) => u.token),
    buyers: buyers.map((u) => ({ token: u.token, addressId: u.addressId })),
    addable: addable.slice(11),
    scarce,
    products,
    engine,
    seedMs,
  };
}

/**
 * After the order scenario: for every scarce size, the stock left and the units orders placed since
 * the bench set its stock hold; they must add up to that stock (else an oversell or a lost unit).
 */
export async function stockCheck(scarce: readonly ScarceItem[]): Promise<StockCheck[]> {
  const out: StockCheck[] = [];
  for (const item of scarce) {
    const product = await ProductModel.collection.findOne(
      { _id: new Types.ObjectId(item.productId) },
      { projection: { inventory: 1 } },
    );
    const inventory = (product?.inventory ?? []) as { size: string | null; stock: number }[];
    const left = inventory.find((x) => x.size === item.size)?.stock ?? 0;
    out.push({ ...item, left, sold: (await unitsInOrders(item)) - item.orderedBefore });
  }
  return out;
}

/** Units of a product's size held by orders (any status: a cancelled order gives its stock back). */
async function unitsInOrders(item: { productId: string; size: string | null }): Promise<number> {
  const id = new Types.ObjectId(item.productId);
  const [row] = await mongoose.connection
    .collection('orders')
    .aggregate<{ units: number }>([
      { $match: { 'items.productId': id } },
      { $unwind: '$items' },
      { $match: { 'items.productId': id, 'items.size': item.size } },
      { $group: { _id: null, units: { $sum: '$items.quantity' } } },
    ])
    .toArray();
  return row?.units ?? 0;
}
