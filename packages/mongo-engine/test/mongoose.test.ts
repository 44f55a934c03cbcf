import mongoose, { Schema, Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestDb, disconnectTestDb } from '../src/test-db';

interface IUser {
  email: string;
  name: string;
  roles: string[];
  addresses: Array<{ _id?: Types.ObjectId; city: string; isDefault?: boolean }>;
  createdAt?: Date;
  updatedAt?: Date;
}

const userSchema = new Schema<IUser>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    name: { type: String, required: true },
    roles: { type: [String], default: ['customer'] },
    addresses: [{ city: String, isDefault: Boolean }],
  },
  { timestamps: true },
);

interface IProduct {
  slug: string;
  title: string;
  price: number;
  category: Types.ObjectId;
}
const productSchema = new Schema<IProduct>({
  slug: { type: String, required: true, unique: true },
  title: String,
  price: Number,
  category: { type: Schema.Types.ObjectId, ref: 'ConfCategory' },
});

const categorySchema = new Schema({ name: String });

interface ICart {
  user: Types.ObjectId;
  items: Array<{ product: Types.ObjectId; size: string; qty: number }>;
}
const cartSchema = new Schema<ICart>({
  user: { type: Schema.Types.ObjectId, ref: 'ConfUser', required: true, unique: true },
  items: [
    {
      product: { type: Schema.Types.ObjectId, ref: 'ConfProduct' },
      size: String,
      qty: Number,
      _id: false,
    },
  ],
});

const User = mongoose.model<IUser>('ConfUser', userSchema);
const Category = mongoose.model('ConfCategory', categorySchema);
const Product = mongoose.model<IProduct>('ConfProduct', productSchema);
const Cart = mongoose.model<ICart>('ConfCart', cartSchema);

describe('Mongoose', () => {
  beforeAll(async () => {
    await connectTestDb(mongoose);
    await Promise.all([User.init(), Product.init(), Category.init(), Cart.init()]);
  });
  afterAll(() => disconnectTestDb());

  it('creates and reads documents with defaults, casting and timestamps', async () => {
    const u = await User.create({ email: '  Alice@Example.com ', name: 'Alice' });
    expect(u.email).toBe('alice@example.com');
    const found = await User.findById(u._id).lean();
    expect(found?.roles).toEqual(['customer']);
    expect(found?.createdAt).toBeInstanceOf(Date);
    expect(found?._id).toBeInstanceOf(Types.ObjectId);
    expect(found?._id.equals(u._id)).toBe(true);
    const byString = await User.findById(u._id.toHexString());
    expect(byString?.name).toBe('Alice');
  });

  it('maps the unique index violation to a MongoServerError with code 11000', async () => {
    await User.create({ email: 'dup@example.com', name: 'One' });
    const err: unknown = await User.create({ email: 'dup@example.com', name: 'Two' }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 11000, keyValue: { email: 'dup@example.com' } });
  });

  it('updates with save(), updateOne and findOneAndUpdate (returnDocument after)', async () => {
    const u = await User.create({ email: 'upd@example.com', name: 'Before' });
    u.name = 'Saved';
    await u.save();
    expect((await User.findById(u._id).lean())?.name).toBe('Saved');
    const updatedAt0 = (await User.findById(u._id).lean())?.updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    const after = await User.findOneAndUpdate(
      { _id: u._id },
      { $push: { addresses: { city: 'Pune', isDefault: true } } },
      { returnDocument: 'after' },
    ).lean();
    expect(after?.addresses).toHaveLength(1);
    expect(after?.addresses[0]?._id).toBeInstanceOf(Types.ObjectId);
    expect(after?.updatedAt?.getTime()).toBeGreaterThan(updatedAt0?.getTime() ?? 0);
    const addrId = after?.addresses[0]?._id;
    await User.updateOne(
      { _id: u._id, 'addresses._id': addrId },
      { $set: { 'addresses.$.city': 'Mumbai' } },
    );
    expect((await User.findById(u._id).lean())?.addresses[0]?.city).toBe('Mumbai');
  });

  it('populates references (single and nested path)', async () => {
    const cat = await Category.create({ name: 'Sarees' });
    const p1 = await Product.create({
      slug: 'silk-1',
      title: 'Silk',
      price: 2999,
      category: cat._id,
    });
    const p2 = await Product.create({
      slug: 'cotton-1',
      title: 'Cotton',
      price: 999,
      category: cat._id,
    });
    const u = await User.create({ email: 'cart@example.com', name: 'Cart' });
    await Cart.create({
      user: u._id,
      items: [
        { product: p1._id, size: 'M', qty: 1 },
        { product: p2._id, size: 'L', qty: 2 },
      ],
    });
    const cart = await Cart.findOne({ user: u._id })
      .populate<{ user: IUser }>('user')
      .populate<{
        items: Array<{ product: IProduct & { category: { name: string } }; qty: number }>;
      }>({
        path: 'items.product',
        populate: { path: 'category' },
      })
      .lean();
    expect(cart?.user.email).toBe('cart@example.com');
    expect(cart?.items.map((i) => i.product.title)).toEqual(['Silk', 'Cotton']);
    expect(cart?.items[0]?.product.category.name).toBe('Sarees');
  });

  it('upserts a cart line with positional $ and several dotted keys', async () => {
    const u = await User.create({ email: 'lines@example.com', name: 'Lines' });
    const p = await Product.create({ slug: 'lines-p', title: 'P', price: 10 });
    await Cart.create({
      user: u._id,
      items: [
        { product: p._id, size: 'S', qty: 1 },
        { product: p._id, size: 'M', qty: 1 },
      ],
    });
    const res = await Cart.updateOne(
      { user: u._id, 'items.product': p._id, 'items.size': 'M' },
      { $inc: { 'items.$.qty': 2 } },
    );
    expect(res.modifiedCount).toBe(1);
    const cart = await Cart.findOne({ user: u._id }).lean();
    expect(cart?.items.map((i) => [i.size, i.qty])).toEqual([
      ['S', 1],
      ['M', 3],
    ]);
    const up = await Cart.findOneAndUpdate(
      { user: new Types.ObjectId() },
      { $setOnInsert: { items: [] } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(up?.items).toEqual([]);
  });

  it('queries with sort/skip/limit/select, countDocuments, estimatedDocumentCount, distinct and aggregate', async () => {
    await Product.insertMany(
      Array.from({ length: 12 }, (_, i) => ({
        slug: `bulk-${i}`,
        title: `Bulk ${i}`,
        price: 100 + i,
      })),
    );
    const page = await Product.find({ slug: /^bulk-/ })
      .sort({ price: -1 })
      .skip(2)
      .limit(3)
      .select('price -_id')
      .lean();
    expect(page).toEqual([{ price: 109 }, { price: 108 }, { price: 107 }]);
    expect(await Product.countDocuments({ price: { $gte: 110 }, slug: /^bulk-/ })).toBe(2);
    expect(await Product.estimatedDocumentCount()).toBeGreaterThanOrEqual(12);
    const prices = await Product.distinct('price', { slug: { $in: ['bulk-0', 'bulk-1'] } });
    expect(prices.sort()).toEqual([100, 101]);
    const [agg] = await Product.aggregate<{ _id: null; max: number }>([
      { $match: { slug: /^bulk-/ } },
      { $group: { _id: null, max: { $max: '$price' } } },
    ]);
    expect(agg?.max).toBe(111);
  });

  it('deletes documents', async () => {
    await Product.create({ slug: 'gone', title: 'Gone', price: 1 });
    expect((await Product.deleteOne({ slug: 'gone' })).deletedCount).toBe(1);
    expect(await Product.exists({ slug: 'gone' })).toBeNull();
  });
});
