import { REVIEW_IMAGE_MAX_BYTES, ReviewMsg } from '@vastra/contracts';
import {
  CatalogueMsg,
  PRODUCT_IMAGE_FIELD,
  STOCK_CSV_FIELD,
  STOCK_CSV_MAX_BYTES,
} from '@vastra/contracts/admin/catalogue';
import { adminCatalogueApi } from '@vastra/contracts/routes/admin-catalogue';
import { BulkMsg } from '@vastra/contracts/admin/catalogue-bulk';
import { Router, type Request } from 'express';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { bindRoutes } from '../../../lib/route';
import { memoryUpload, uploadedFiles } from '../../../lib/upload';
import { createLocalImageStore, processReviewImage } from '../../../lib/photos';
import { staffActor, adminRoutesOn } from '../../staff';
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
  type ProductHasOrders,
  listAdminProducts,
  setProductImages,
  updateAdminProduct,
} from './products.admin.service';
import { applyStockCsv, previewStockCsv } from './stock-csv';
import { bulkEditProducts } from './products-bulk';
import { setProductPublication } from './product-publication';
import { setProductStatus } from './product-status';
import { productsCsv } from './product-csv-export';
import { applyProductCsv, previewProductCsv } from './product-csv-import';
import { csvDownload } from '../../../lib/csv';
import { runRecorded, type JobTable } from '../../../lib/jobs/jobs';
import type { AfterRestock } from '../restock';

const IMAGE_MISSING = `Upload one image in the "${PRODUCT_IMAGE_FIELD}" field.`;

function fileOf(req: Request, missing: string): Buffer {
  const [file] = uploadedFiles(req);
  if (!file) throw AppError.badRequest(missing);
  return file;
}

/** Products, product photos, categories and stock by CSV under `/api/admin`. */
export function createCatalogueAdminRouter(
  deps: AppDeps,
  productHasOrders: ProductHasOrders,
  restockJobs: JobTable = {},
): Router {
  const router = Router();
  // Sizes back from none: their back-in-stock mails go out after the commit, not in the answer.
  const afterRestock: AfterRestock = (job) => {
    if (job) void runRecorded([job], restockJobs, deps.logger);
  };
  // A product's answer says whether orders hold it (then it can only be hidden or archived).
  const withOrders = async <T extends { product: { _id: string } }>(r: T) => ({
    ...r,
    hasOrders: await productHasOrders(r.product._id),
  });
  const images = createLocalImageStore(deps.uploadDir);
  const imageUpload = memoryUpload({
    field: PRODUCT_IMAGE_FIELD,
    maxBytes: REVIEW_IMAGE_MAX_BYTES,
    tooLarge: ReviewMsg.imageTooLarge,
    fields: 8,
    fieldSize: 8 * 1024,
    malformed: IMAGE_MISSING,
  });
  const csvUpload = memoryUpload({
    field: STOCK_CSV_FIELD,
    maxBytes: STOCK_CSV_MAX_BYTES,
    tooLarge: CatalogueMsg.csvTooLarge,
    fields: 8,
    fieldSize: 8 * 1024,
    malformed: CatalogueMsg.csvMissing,
  });

  bindRoutes(adminRoutesOn(router), adminCatalogueApi, {
    // ---------- Products ----------
    listProducts: async ({ query: q }) => {
      const { products, total } = await listAdminProducts(q);
      return {
        success: true,
        products,
        pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      };
    },
    getProduct: async ({ params }) => ({
      success: true,
      ...(await withOrders(await getAdminProduct(params.id))),
    }),
    createProduct: async ({ body }, req) => ({
      success: true,
      ...(await createAdminProduct(staffActor(req), body)),
    }),
    updateProduct: async ({ params, body }, req) => ({
      success: true,
      ...(await withOrders(
        await updateAdminProduct(staffActor(req), params.id, body, afterRestock),
      )),
    }),
    setProductStatus: async ({ params, body }, req) => ({
      success: true,
      ...(await withOrders(await setProductStatus(staffActor(req), params.id, body.status))),
    }),
    setProductPublication: async ({ params, body }, req) => ({
      success: true,
      ...(await withOrders(
        await setProductPublication(staffActor(req), params.id, body.publication, body.versionSeen),
      )),
    }),
    setProductImages: async ({ params, body }, req) => ({
      success: true,
      ...(await withOrders(await setProductImages(staffActor(req), params.id, body.images))),
    }),
    deleteProduct: async ({ params }, req) => {
      await deleteAdminProduct(staffActor(req), params.id, productHasOrders);
      return { success: true, message: 'Product deleted.' };
    },
    // Photos go through the review photo pipeline: sniffed, decoded and re-encoded to WebP.
    uploadProductImage: {
      use: [imageUpload],
      handler: async (_input, req) => {
        const webp = await processReviewImage(fileOf(req, IMAGE_MISSING));
        return { success: true, url: await images.save(webp) };
      },
    },

    // ---------- Categories ----------
    listCategories: async () => ({ success: true, categories: await listAdminCategories() }),
    createCategory: async ({ body }, req) => ({
      success: true,
      category: await createCategory(staffActor(req), body),
    }),
    updateCategory: async ({ params, body }, req) => ({
      success: true,
      category: await updateCategory(staffActor(req), params.id, body),
    }),
    deleteCategory: async ({ params }, req) => {
      await deleteCategory(staffActor(req), params.id);
      return { success: true, message: 'Category deleted.' };
    },
    createSubcategory: async ({ params, body }, req) => ({
      success: true,
      category: await addSubcategory(staffActor(req), params.id, body),
    }),
    updateSubcategory: async ({ params, body }, req) => ({
      success: true,
      category: await updateSubcategory(staffActor(req), params.id, params.subId, body),
    }),
    deleteSubcategory: async ({ params }, req) => ({
      success: true,
      category: await deleteSubcategory(staffActor(req), params.id, params.subId),
    }),

    // ---------- Stock by CSV ----------
    previewStockCsv: {
      use: [csvUpload],
      handler: async (_input, req) => ({
        success: true,
        ...(await previewStockCsv(fileOf(req, CatalogueMsg.csvMissing))),
      }),
    },
    applyStockCsv: {
      use: [csvUpload],
      handler: async (_input, req) => ({
        success: true,
        ...(await applyStockCsv(
          staffActor(req),
          fileOf(req, CatalogueMsg.csvMissing),
          afterRestock,
        )),
      }),
    },

    // ---------- Bulk edits and export ----------
    bulkEditProducts: async ({ body }, req) => {
      const done = await bulkEditProducts(
        staffActor(req),
        body.ids,
        body.action,
        body.versionsSeen,
      );
      return { success: true, message: BulkMsg.done(done.updated), ...done };
    },
    exportProducts: async ({ query }, _req, res) => {
      const csv = await productsCsv(query);
      csvDownload(res, 'products');
      await pipeline(csv, res);
    },
    previewProductCsv: {
      use: [csvUpload],
      handler: async (_input, req) => ({
        success: true,
        ...(await previewProductCsv(fileOf(req, CatalogueMsg.csvMissing))),
      }),
    },
    applyProductCsv: {
      use: [csvUpload],
      handler: async (_input, req) => ({
        success: true,
        ...(await applyProductCsv(
          staffActor(req),
          fileOf(req, CatalogueMsg.csvMissing),
          afterRestock,
        )),
      }),
    },
  });

  return router;
}
