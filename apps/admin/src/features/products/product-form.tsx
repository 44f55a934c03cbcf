import { Button } from '@vastra/ui/button';
import { useQuery } from '@tanstack/react-query';
import {
  ProductInputSchema,
  sellingPrice,
  type AdminProduct,
  type ProductInput,
  type ProductInputParsed,
} from '@vastra/contracts/admin/catalogue';
import { percentOff } from '@vastra/contracts/pricing';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  applyServerErrors,
  CheckboxField,
  Form,
  ListField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  useSchemaForm,
} from '@/components/form';
import { Panel } from '@/components/page';
import { formatINR } from '@/lib/format';
import { categoriesKey, listCategories } from '@/lib/categories';
import { useEditConflict } from '@/components/edit-conflict';
import { ImagesField } from './images-field';
import { SizesField } from './sizes-field';

export const EMPTY_PRODUCT: ProductInput = {
  name: '',
  slug: '',
  description: '',
  brand: '',
  categoryId: '',
  subcategoryId: null,
  garment: '',
  material: '',
  colors: [],
  tags: [],
  price: undefined as unknown as number,
  discount: 0,
  inventory: [{ size: '', stock: 0 }],
  images: [],
  specifications: {},
  careInstructions: [],
  shippingInfo: '',
  returns: '',
  collectionName: '',
  offers: [],
  trending: false,
};

/** A stored product as the form's values (the same fields the API takes). */
export function toInput(p: AdminProduct): ProductInput {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    brand: p.brand,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    garment: p.garment,
    material: p.material,
    colors: p.colors,
    tags: p.tags,
    price: p.price,
    discount: p.discount,
    inventory: p.inventory.map((s) => ({ size: s.size, stock: s.stock })),
    // What the form was opened with: the API keeps sales made meanwhile (mergeEditedStock).
    inventorySeen: p.inventory.map((s) => ({ size: s.size, stock: s.stock })),
    // The version it was opened with: a save over someone else's newer one is refused.
    versionSeen: p.editVersion,
    images: p.images,
    specifications: p.specifications,
    careInstructions: p.careInstructions,
    shippingInfo: p.shippingInfo,
    returns: p.returns,
    collectionName: p.collectionName,
    offers: p.offers,
    trending: p.trending,
  };
}

/** The selling price the shop will charge, by the contracts' pricing rule, as the MRP and discount are typed. */
function SellingPrice() {
  const { control } = useFormContext<ProductInput>();
  const [price, discount] = useWatch({ control, name: ['price', 'discount'] });
  const mrp = Number(price);
  const off = Number(discount) || 0;
  const valid = Number.isFinite(mrp) && mrp > 0 && off >= 0 && (off <= 1 || off < mrp);
  return (
    <div className="rounded-lg bg-surface-muted p-3 text-sm" aria-live="polite">
      <p className="text-ink-muted">Selling price</p>
      <p className="text-xl font-semibold tabular-nums" data-testid="selling-price">
        {valid ? formatINR(sellingPrice(mrp, off)) : '—'}
      </p>
      {valid && off > 0 && (
        <p className="text-xs text-ink-muted">
          {percentOff({ price: mrp, discount: off })}% off the MRP
        </p>
      )}
    </div>
  );
}

/** Category and, within it, a subcategory (reset when the category changes). */
function CategoryFields() {
  const { control, setValue, getValues } = useFormContext<ProductInput>();
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
  });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const category = categories.data?.find((c) => c._id === categoryId);
  useEffect(() => {
    const sub = getValues('subcategoryId');
    if (category && sub && !category.subcategories.some((s) => s._id === sub))
      setValue('subcategoryId', null);
  }, [category, getValues, setValue]);
  return (
    <>
      <SelectField
        name="categoryId"
        label="Category"
        placeholder="Choose a category"
        options={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
      />
      <SelectField
        name="subcategoryId"
        label="Subcategory"
        placeholder="None"
        emptyAsNull
        disabled={!category || category.subcategories.length === 0}
        options={(category?.subcategories ?? []).map((s) => ({ value: s._id, label: s.name }))}
      />
    </>
  );
}

interface ProductFormProps {
  initial: ProductInput;
  /** Saves; answers the values as saved (the form continues from them), or nothing. */
  onSave: (values: ProductInputParsed) => Promise<ProductInput | void>;
  /** Editing: the product as saved now, for "reload keeping my changes" after a refused save. */
  onReload?: () => Promise<ProductInput>;
  /**
   * Editing: the version the values stand on. When it moves without them (a publication change),
   * it is carried into the form and every typed value is kept.
   */
  version?: number;
  saving: boolean;
  readOnly?: boolean;
  submitLabel: string;
}

/** Every field of a product, checked by the contract the API parses it with. */
export function ProductForm({
  initial,
  onSave,
  onReload,
  version,
  saving,
  readOnly,
  submitLabel,
}: ProductFormProps) {
  const form = useSchemaForm(ProductInputSchema, initial);
  const conflict = useEditConflict(form as never, onReload as never);
  useEffect(() => {
    if (version !== undefined && form.getValues('versionSeen') !== version)
      form.setValue('versionSeen', version);
  }, [form, version]);
  const submit = async (values: ProductInputParsed) => {
    try {
      const saved = await onSave(values);
      form.reset(saved ?? values);
      conflict.clear();
    } catch (err) {
      conflict.refused(err);
      applyServerErrors(form, err);
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Product" className="flex flex-col gap-6">
      <fieldset disabled={readOnly} className="contents">
        <Panel title="Basics">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="name" label="Name" className="md:col-span-2" />
            <TextField name="brand" label="Brand" />
            <TextField
              name="slug"
              label="Slug"
              hint="Its web address; leave empty to make it from the name."
            />
            <CategoryFields />
            <TextField name="garment" label="Garment" hint="Kurta, saree, shirt… (size chart)" />
            <TextField name="collectionName" label="Collection" />
            <TextareaField
              name="description"
              label="Description"
              rows={5}
              className="md:col-span-2"
            />
          </div>
        </Panel>
        <Panel title="Price">
          <div className="grid items-start gap-4 md:grid-cols-3">
            <NumberField name="price" label="MRP (₹)" min={0} step={0.01} />
            <NumberField
              name="discount"
              label="Discount"
              min={0}
              step="any"
              hint="0.2 is 20 % off; above 1, rupees off."
            />
            <SellingPrice />
          </div>
        </Panel>
        <Panel title="Sizes">
          <SizesField />
        </Panel>
        <Panel title="Photos">
          <ImagesField />
        </Panel>
        <Panel title="Details">
          <div className="grid gap-4 md:grid-cols-2">
            <ListField name="colors" label="Colours" />
            <TextField name="material" label="Material" />
            <TextField name="specifications.fitType" label="Fit" />
            <TextField name="specifications.pattern" label="Pattern" />
            <TextField name="specifications.sleeveType" label="Sleeves" />
            <TextField name="specifications.neckType" label="Neck" />
            <TextField name="specifications.occasion" label="Occasion" />
            <TextField name="specifications.countryOfOrigin" label="Country of origin" />
            <ListField
              name="careInstructions"
              label="Care instructions"
              separator={'\n'}
              hint="One per line."
              className="md:col-span-2"
            />
            <TextareaField name="shippingInfo" label="Shipping" rows={2} />
            <TextareaField name="returns" label="Returns" rows={2} />
            <ListField name="offers" label="Offers" separator={'\n'} hint="One per line." />
            <ListField name="tags" label="Search tags" />
            <CheckboxField name="trending" label="Show in Trending" />
          </div>
        </Panel>
      </fieldset>
      {conflict.notice}
      {!readOnly && (
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-surface/95 py-3">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      )}
    </Form>
  );
}
