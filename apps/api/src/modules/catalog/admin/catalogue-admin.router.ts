import { ReviewMsg, REVIEW_IMAGE_MAX_BYTES } from '@vastra/contracts';
import {
  CatalogueMsg,
  PRODUCT_IMAGE_FIELD,
  STOCK_CSV_FIELD,
  STOCK_CSV_MAX_BYTES,
  type AdminProductListQuery,
  type CategoryInput,
  type ProductInputParsed,
  type ProductStatus,
  type SubcategoryInput,
} from '@vastra/contracts/admin/catalogue';
import { adminCatalogueRoutes } from '@vastra/contracts/routes/admin-catalogue';
import { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { singleUpload } from '../../../lib/single-upload';
import { validate } from '../../../lib/validate';
import { createLocalImageStore, processReviewImage } from '../../reviews/review-image';
import { adminPath } from '../../staff/admin-path';
import { requireStaff, staffActor } from '../../staff/staff-auth';
import {
  addSubcategory,
  createCategory,
  deleteCategory,
  deleteSubcategory,
  listAdminCategories,
  updateCategory,
  updateSubcategory,
} from './categories.admin.service';
import {
  createAdminProduct,
  deleteAdminProduct,
  getAdminProduct,
  listAdminProducts,
  setProductImages,
  setProductStatus,
  updateAdminProduct,
} from './products.admin.service';
import { applyStockCsv, previewStockCsv } from './stock-csv';

const [
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  productStatus,
  productImages,
  deleteProduct,
  uploadImage,
  listCategories,
  createCat,
  updateCat,
  deleteCat,
  createSub,
  updateSub,
  deleteSub,
  csvPreview,
  csvApply,
] = adminCatalogueRoutes;

type Params = { id: string; subId?: string };
const params = (res: { locals: Record<string, unknown> }) => res.locals.params as Params;

function fileOf(req: Request, missing: string): Buffer {
  if (!req.file) throw AppError.badRequest(missing);
  return req.file.buffer;
}

/** `/api/admin/products…`, `/api/admin/uploads/product-image`, `/api/admin/categories…`, `/api/admin/stock/csv/…`. */
export function createCatalogueAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const images = createLocalImageStore(deps.uploadDir);
  const imageUpload = singleUpload({
    field: PRODUCT_IMAGE_FIELD,
    maxBytes: REVIEW_IMAGE_MAX_BYTES,
    tooLarge: ReviewMsg.imageTooLarge,
    malformed: `Upload one image in the "${PRODUCT_IMAGE_FIELD}" field.`,
  });
  const csvUpload = singleUpload({
    field: STOCK_CSV_FIELD,
    maxBytes: STOCK_CSV_MAX_BYTES,
    tooLarge: CatalogueMsg.csvTooLarge,
    malformed: CatalogueMsg.csvMissing,
  });
  const guard = (route: { role: 'owner' | 'staff' | 'readonly' }): RequestHandler =>
    requireStaff(route.role);

  // ---------- Products ----------
  router.get(
    adminPath(listProducts.path),
    guard(listProducts),
    validate({ query: listProducts.query }),
    async (_req, res) => {
      const q = res.locals.query as AdminProductListQuery;
      const { products, total } = await listAdminProducts(q);
      res.json({
        success: true,
        products,
        pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      });
    },
  );
  router.get(
    adminPath(getProduct.path),
    guard(getProduct),
    validate({ params: getProduct.params }),
    async (_req, res) => {
      res.json({ success: true, ...(await getAdminProduct(params(res).id)) });
    },
  );
  router.post(
    adminPath(createProduct.path),
    guard(createProduct),
    validate({ body: createProduct.body }),
    async (req, res) => {
      const body = res.locals.body as ProductInputParsed;
      res.status(201).json({ success: true, ...(await createAdminProduct(staffActor(req), body)) });
    },
  );
  router.put(
    adminPath(updateProduct.path),
    guard(updateProduct),
    validate({ params: updateProduct.params, body: updateProduct.body }),
    async (req, res) => {
      const body = res.locals.body as ProductInputParsed;
      const out = await updateAdminProduct(staffActor(req), params(res).id, body);
      res.json({ success: true, ...out });
    },
  );
  router.patch(
    adminPath(productStatus.path),
    guard(productStatus),
    validate({ params: productStatus.params, body: productStatus.body }),
    async (req, res) => {
      const { status } = res.locals.body as { status: ProductStatus };
      const out = await setProductStatus(staffActor(req), params(res).id, status);
      res.json({ success: true, ...out });
    },
  );
  router.put(
    adminPath(productImages.path),
    guard(productImages),
    validate({ params: productImages.params, body: productImages.body }),
    async (req, res) => {
      const { images: list } = res.locals.body as { images: string[] };
      const out = await setProductImages(staffActor(req), params(res).id, list);
      res.json({ success: true, ...out });
    },
  );
  router.delete(
    adminPath(deleteProduct.path),
    guard(deleteProduct),
    validate({ params: deleteProduct.params }),
    async (req, res) => {
      await deleteAdminProduct(staffActor(req), params(res).id);
      res.json({ success: true, message: 'Product deleted.' });
    },
  );
  // Photos go through the review photo pipeline: sniffed, decoded and re-encoded to WebP.
  router.post(adminPath(uploadImage.path), guard(uploadImage), imageUpload, async (req, res) => {
    const webp = await processReviewImage(
      fileOf(req, `Upload one image in the "${PRODUCT_IMAGE_FIELD}" field.`),
    );
    res.status(201).json({ success: true, url: await images.save(webp) });
  });

  // ---------- Categories ----------
  router.get(adminPath(listCategories.path), guard(listCategories), async (_req, res) => {
    res.json({ success: true, categories: await listAdminCategories() });
  });
  router.post(
    adminPath(createCat.path),
    guard(createCat),
    validate({ body: createCat.body }),
    async (req, res) => {
      const body = res.locals.body as Required<CategoryInput>;
      res
        .status(201)
        .json({ success: true, category: await createCategory(staffActor(req), body) });
    },
  );
  router.put(
    adminPath(updateCat.path),
    guard(updateCat),
    validate({ params: updateCat.params, body: updateCat.body }),
    async (req, res) => {
      const body = res.locals.body as Required<CategoryInput>;
      const category = await updateCategory(staffActor(req), params(res).id, body);
      res.json({ success: true, category });
    },
  );
  router.delete(
    adminPath(deleteCat.path),
    guard(deleteCat),
    validate({ params: deleteCat.params }),
    async (req, res) => {
      await deleteCategory(staffActor(req), params(res).id);
      res.json({ success: true, message: 'Category deleted.' });
    },
  );
  router.post(
    adminPath(createSub.path),
    guard(createSub),
    validate({ params: createSub.params, body: createSub.body }),
    async (req, res) => {
      const body = res.locals.body as Required<SubcategoryInput>;
      const category = await addSubcategory(staffActor(req), params(res).id, body);
      res.status(201).json({ success: true, category });
    },
  );
  router.put(
    adminPath(updateSub.path),
    guard(updateSub),
    validate({ params: updateSub.params, body: updateSub.body }),
    async (req, res) => {
      const { id, subId } = params(res);
      const body = res.locals.body as Required<SubcategoryInput>;
      const category = await updateSubcategory(staffActor(req), id, subId!, body);
      res.json({ success: true, category });
    },
  );
  router.delete(
    adminPath(deleteSub.path),
    guard(deleteSub),
    validate({ params: deleteSub.params }),
    async (req, res) => {
      const { id, subId } = params(res);
      res.json({ success: true, category: await deleteSubcategory(staffActor(req), id, subId!) });
    },
  );

  // ---------- Stock by CSV ----------
  router.post(adminPath(csvPreview.path), guard(csvPreview), csvUpload, async (req, res) => {
    res.json({ success: true, ...(await previewStockCsv(fileOf(req, CatalogueMsg.csvMissing))) });
  });
  router.post(adminPath(csvApply.path), guard(csvApply), csvUpload, async (req, res) => {
    const out = await applyStockCsv(staffActor(req), fileOf(req, CatalogueMsg.csvMissing));
    res.json({ success: true, ...out });
  });

  return router;
}
