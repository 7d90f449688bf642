export { ShopPage } from './ShopPage';
export { ProductPage } from './ProductPage';
export { PreCheckModal, type PreCheckModalProps } from './PreCheckModal';
export { useBuyProduct, type BuyableProduct, type BuyProduct, type BuyProductOptions } from './useBuyProduct';
export { prefetch } from './prefetch';
