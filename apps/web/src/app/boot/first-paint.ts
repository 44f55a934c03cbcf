import { CARD_FRAME, CARD_IMAGE, CARD_IMAGE_BOX } from '../../entities/catalog/card-layout.ts';
import * as B from '../../features/cart/lib/bag-layout.ts';
import * as A from '../../features/account/lib/shell-layout.ts';
import * as C from '../../features/checkout/lib/checkout-layout.ts';
import * as O from '../../features/orders/lib/order-layout.ts';
import { toneBadge } from '../../features/orders/lib/status.ts';
import * as L from '../../features/catalog/lib/page-layout.ts';

/**
 * The first paint the boot script (boot-routes.ts) adds under index.html's static top bar once a
 * landing page's data has arrived, while the app's JavaScript is still loading: the product's main
 * image, a listing's first two cards, the picture of the bag's first line, the checkout's saved
 * addresses or an order's details down to its shipping address (signed in), at the place and size the app will draw them (the classes are the pages'
 * own, from page-layout.ts, card-layout.ts, bag-layout.ts, checkout-layout.ts, shell-layout.ts and order-layout.ts). The app's first render
 * replaces it. `data-slot`s are filled by the boot script (text as text, never as HTML: text-paints.ts); nothing
 * else in it is dynamic.
 * Relative imports: the build (vite.config.ts) reads this file.
 */
const frame = (page: string, body: string) =>
  `<div aria-hidden="true" data-boot-paint class="${page}"><div class="h-4"></div>${body}</div>`;

export const FIRST_PAINT = {
  product: frame(
    L.PRODUCT_PAGE,
    `<div class="${L.PRODUCT_COLUMNS}"><div class="${L.PRODUCT_GALLERY_COLUMN}">` +
      `<div class="${L.GALLERY}">` +
      `<div data-slot="thumbs" class="hidden md:block"><div class="${L.GALLERY_THUMB}"></div></div>` +
      `<div class="${L.GALLERY_MAIN_BOX}"><div class="${L.GALLERY_MAIN}">` +
      `<img data-slot="image" alt="" fetchpriority="high" class="${L.GALLERY_MAIN_IMAGE}">` +
      `</div></div></div></div></div>`,
  ),
  list: frame(
    L.LISTING_PAGE,
    `<div class="${L.LISTING_HEADER}"><div>` +
      `<p class="${L.LISTING_TITLE}">&nbsp;</p><p class="${L.LISTING_COUNT}">&nbsp;</p>` +
      `</div></div>` +
      `<div class="${L.LISTING_COLUMNS}"><div class="hidden lg:block"></div>` +
      `<div class="${L.LISTING_RESULTS}"><ul class="${L.PRODUCT_GRID} ${L.LISTING_GRID_COLUMNS}">` +
      `<li data-slot="card"><div class="${CARD_FRAME}"><div class="${CARD_IMAGE_BOX}">` +
      `<img alt="" fetchpriority="high" class="${CARD_IMAGE}">` +
      `</div></div></li></ul></div></div>`,
  ),
  // The bag has no breadcrumb line; its title's line is kept empty (the app draws the text).
  bag:
    `<div aria-hidden="true" data-boot-paint class="${B.BAG_PAGE}">` +
    `<p class="${B.BAG_TITLE}">&nbsp;</p><div class="${B.BAG_BODY}"><div class="${B.BAG_COLUMNS}">` +
    `<div class="min-w-0"><ul class="${B.BAG_LINES}"><li class="${B.BAG_LINE}">` +
    `<div class="${B.BAG_LINE_IMAGE_BOX}">` +
    `<img data-slot="image" alt="" fetchpriority="high" width="96" height="128" class="${B.BAG_LINE_IMAGE}">` +
    `</div></li></ul></div></div></div></div>`,
  // The checkout's first step with every saved address (the `card` slot is drawn once for each,
  // the selected one with the checked border); the title's line is kept empty, as on the bag.
  address:
    `<div aria-hidden="true" data-boot-paint class="${C.CHECKOUT_PAGE}">` +
    `<p class="${C.CHECKOUT_TITLE}">&nbsp;</p><div class="${C.CHECKOUT_BODY}">` +
    `<div class="${C.CHECKOUT_COLUMNS}"><div class="${C.CHECKOUT_STEPS}"><div class="${C.STEP}">` +
    `<p class="${C.STEP_TITLE}"><span class="${C.STEP_NUMBER}">1</span>Delivery Address</p>` +
    `<div class="${C.STEP_BODY}"><div class="${C.ADDRESS_GRID}">` +
    `<div data-slot="card" class="relative">` +
    `<div data-checked="${C.ADDRESS_CARD_CHECKED}" data-unchecked="${C.ADDRESS_CARD_UNCHECKED}" class="${C.ADDRESS_CARD}">` +
    `<span class="${C.ADDRESS_RADIO}"></span><span class="${C.ADDRESS_TEXT}">` +
    `<span class="${C.ADDRESS_NAME}"><span data-field="name"></span>` +
    `<span data-field="default" class="${C.ADDRESS_DEFAULT}">Default</span></span>` +
    `<span data-field="line" class="${C.ADDRESS_LINE}"></span>` +
    `<span data-field="phone" class="${C.ADDRESS_LINE}"></span>` +
    `</span></div></div></div></div></div></div></div></div></div>`,
  // An order's details down to the shipping address (the LCP), in My Account's frame: the
  // heading's and the nav's lines kept empty; each `data-<choice>` holds the classes the boot
  // script picks (the status badge's tone, the timeline's last entry), as the components do.
  order:
    `<div aria-hidden="true" data-boot-paint class="${A.ACCOUNT_PAGE}">` +
    `<p class="${A.ACCOUNT_TITLE}">&nbsp;</p><div class="${A.ACCOUNT_COLUMNS}">` +
    `<div class="${A.ACCOUNT_ASIDE}"><div class="${A.ACCOUNT_NAV}"><ul class="${A.ACCOUNT_NAV_LIST}">` +
    `<li><span class="${A.ACCOUNT_NAV_ITEM}">&nbsp;</span></li></ul></div></div>` +
    `<div class="${A.ACCOUNT_MAIN}"><div><span class="${O.BACK_LINK}">← Back to Orders</span>` +
    `<div class="${O.ORDER_HEAD}"><div><p class="${O.ORDER_TITLE}">Order Details</p>` +
    `<p class="mt-1 ${O.ORDER_META}">Order ID: <span data-slot="orderId" class="${O.ORDER_ID}"></span></p>` +
    `<p data-slot="placed" class="${O.ORDER_META}"></p></div>` +
    `<span data-slot="status" ${Object.entries(toneBadge)
      .map(([tone, classes]) => `data-${tone}="${classes}"`)
      .join(' ')} class="${O.STATUS_BADGE}"></span></div>` +
    // The cancel and return buttons' row: the height of a button (Button's `md` size).
    `<div data-slot="actions" class="${O.ORDER_ACTIONS}"><span class="h-10"></span></div>` +
    `<div class="${O.TIMELINE}"><p class="${O.BOX_TITLE}">Order Timeline</p>` +
    `<p data-slot="shipment" class="${O.SHIPMENT}">Shipped with <span data-slot="courier" class="text-ink"></span>` +
    ` · AWB <span data-slot="awb" class="font-mono text-ink"></span> · ` +
    `<span class="${O.SHIPMENT_LINK}">Track shipment</span></p>` +
    `<ol class="${O.TIMELINE_LIST}"><li data-slot="entry" class="${O.TIMELINE_ENTRY}">` +
    `<span data-part="rail" class="${O.TIMELINE_RAIL}"></span>` +
    `<span data-part="dot" data-last="${O.TIMELINE_DOT_LAST}" data-past="${O.TIMELINE_DOT_PAST}" data-future="${O.TIMELINE_DOT_FUTURE}" class="${O.TIMELINE_DOT}"></span>` +
    `<div><p data-part="status" data-last="${O.TIMELINE_STATUS_LAST}" data-past="${O.TIMELINE_STATUS_PAST}" data-future="${O.TIMELINE_STATUS_FUTURE}"></p>` +
    `<p data-part="stamp" class="${O.TIMELINE_STAMP}"></p></div></li></ol></div>` +
    `<div class="${O.ORDER_BOXES}"><div class="${O.BOX}"><p class="${O.BOX_TITLE}">Shipping Address</p>` +
    `<address data-slot="shipTo" class="${O.SHIP_TO}"><span class="${O.SHIP_TO_NAME}"></span></address>` +
    `</div></div></div></div></div></div>`,
} as const;
