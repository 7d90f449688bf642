export { ShopPage } from './ShopPage';
export { ProductPage } from './ProductPage';
export { useBuyProduct, type BuyableProduct, type BuyProduct, type BuyProductOptions } from './useBuyProduct';
export { prefetch } from './prefetch';
