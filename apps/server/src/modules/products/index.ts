import type { AppModule } from '../../context.js';
import typeDefs from './products.graphql?raw';
import { productsResolvers } from './products.resolvers.js';

export { productErrors } from './products.errors.js';
export { customerPrice, formatPrice } from './products.resolvers.js';
export {
  createProductsService,
  type NewProduct,
  type ProductCost,
  type ProductPage,
  type ProductRow,
  type ProductsService,
  type ProductView,
} from './products.service.js';
export {
  type LocalizedText,
  productCosts,
  productLinks,
  productParts,
  products,
  type ProductTexts,
  productUniqueSellingPropositions,
} from './products.tables.js';

/** The shop catalogue: `searchProducts` and `productByPackageCode` (public). */
export const productsModule: AppModule = { name: 'products', typeDefs, resolvers: productsResolvers };
