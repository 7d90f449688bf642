import './app/theme.css';
import './app/firstPaint.css';
import firstPaintHeadings from 'virtual:texts/first-paint';
import {
  LOGIN_QUERY_PARAMS,
  NATIVE_APP_SESSION_KEY,
  pickLocalized,
  RoutePath,
  STORAGE_KEYS,
} from '@health-passport/domain';
// The query alone: the shop's index would bring its pages into this small script's file.
// eslint-disable-next-line no-restricted-imports
import { ShopProductDocument } from './features/shop/productDocument';
import { afterNextPaint } from './lib/afterPaint';
import { earlyProductKey, keepEarlyAnswer } from './lib/earlyAnswers';
import type { ShopProductQuery } from './lib/gql/graphql';
import { browserLocaleCandidates, guessLocale, localeFiles } from './lib/localeFiles';

// index.html's one script, and a small one: it starts the download of the visitor's language and, on a page whose
// heading is the same for everyone (the shop, the sign-in page) or a product's, draws that heading in index.html's
// frame (src/app/firstPaint.css). The app's scripts are asked for once that frame is on screen: on a slow phone the
// heading shows a second or more before the app has loaded, instead of the app's downloads holding it up. Elsewhere
// they are asked for at once.
const locale = guessLocale(browserLocaleCandidates());
void localeFiles[locale].core().catch(() => undefined);

/**
 * Whether "/" may be something other than the sign-in form: this browser holds a signed-in person's consumer (it is
 * their home then), or a native app's wrapper opened it (a loader shows while the wrapper hands over the session).
 */
function maybeNotSignInForm(): boolean {
  if (new URLSearchParams(window.location.search).get(LOGIN_QUERY_PARAMS.NATIVE_APP_ORIGIN)) return true;
  try {
    return (
      window.localStorage.getItem(STORAGE_KEYS.CONSUMER) !== null ||
      window.sessionStorage.getItem(NATIVE_APP_SESSION_KEY) !== null
    );
  } catch {
    return true; // storage blocked (private mode, sandboxed frame): nothing to go by
  }
}

function element(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** How long a product page waits at most for its product before the app's scripts are asked for without it. */
const PRODUCT_WAIT_MS = 1500;

const PRODUCT_PATH = new RegExp(
  `^(?:${[RoutePath.SHOP_PRODUCT, RoutePath.SHOP_ADD_ON].map((path) => path.replace(/:\w+/, '([^/]+)')).join('|')})$`,
);

/** The product, asked for as the shop's prefetch asks (lib/api's graphqlRequest); undefined when that fails. */
async function askProduct(packageCode: string): Promise<ShopProductQuery | undefined> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({
        query: ShopProductDocument.toString(),
        variables: { packageCode },
        operationName: 'ShopProduct',
      }),
    });
    const body = (await response.json()) as { data?: ShopProductQuery; errors?: unknown };
    return response.ok && !body.errors && body.data ? body.data : undefined;
  } catch {
    return undefined;
  }
}

/** A product page's heading, lead and description (features/shop/ProductPage), once its product is in. */
async function productPage(packageCode: string): Promise<HTMLElement[] | undefined> {
  const asked = askProduct(packageCode);
  keepEarlyAnswer(earlyProductKey(packageCode), asked);
  const data = await Promise.race([
    asked,
    new Promise<undefined>((resolve) => setTimeout(resolve, PRODUCT_WAIT_MS)),
  ]);
  const product = data?.productByPackageCode;
  if (!product) return undefined;
  const text = (value: { en_US: string | null; nl_NL: string | null } | null) =>
    value ? pickLocalized({ en_US: value.en_US ?? '', nl_NL: value.nl_NL ?? '' }, locale) : '';
  const parts = [element('h1', text(product.name) || product.packageCode)];
  const lead = text(product.subTitle);
  if (lead) parts.push(element('p', lead));
  const paragraphs = text(product.description)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length > 0) {
    const description = element('div', undefined, 'first-paint-description');
    description.append(...paragraphs.map((paragraph) => element('p', paragraph)));
    parts.push(description);
  }
  return parts;
}

/** Draws the page's early heading; false when this page has none. */
async function drawFirstPaint(): Promise<boolean> {
  const path = window.location.pathname.replace(/(.)\/$/, '$1');
  const frame = document.getElementById('first-paint-page');
  if (!frame) return false;
  const productCode = PRODUCT_PATH.exec(path)?.slice(1).find(Boolean);
  if (productCode) {
    const parts = await productPage(decodeURIComponent(productCode));
    if (!parts) return false;
    frame.replaceChildren(...parts);
    return showFrame();
  }
  const heading = firstPaintHeadings[path]?.[locale];
  if (!heading) return false;
  if (heading.frame === 'signIn') {
    if (maybeNotSignInForm()) return false;
    const card = element('section', undefined, 'first-paint-card');
    card.append(element('h1', heading.title), element('p', heading.lead));
    const page = element('div', undefined, 'first-paint-sign-in');
    page.append(card);
    frame.replaceChildren(page);
  } else {
    frame.replaceChildren(element('h1', heading.title), element('p', heading.lead));
  }
  return showFrame();
}

function showFrame(): true {
  document.getElementById('first-paint')?.removeAttribute('hidden');
  document.documentElement.lang = locale;
  return true;
}

void drawFirstPaint()
  .then((drawn) => (drawn ? afterNextPaint() : undefined))
  .then(() => import('./main'));
