import { graphql } from '../../lib/gql';

// A product page's query in a module of its own: index.html's script (src/boot.ts) asks it before the app has loaded,
// so the page's heading and description show early, and the shop's prefetch takes that answer (src/lib/earlyAnswers.ts).

/** What a product card shows: the catalogue's and the linked products' cards read the same fields. */
export const ShopProductCardFragmentDoc = graphql(`
  fragment ShopProductCard on Product {
    id
    packageCode
    packageType
    status
    showPreCheck
    icon
    name {
      en_US
      nl_NL
    }
    subTitle {
      en_US
      nl_NL
    }
    purchasePriceNL {
      customerPrice
      customerPriceFormatted
      customerCurrency
    }
    uniqueSellingPropositions {
      icon
      hasRibbon
      text {
        en_US
        nl_NL
      }
    }
  }
`);

export const ShopProductDocument = graphql(`
  query ShopProduct($packageCode: String!) {
    productByPackageCode(packageCode: $packageCode) {
      ...ShopProductCard
      description {
        en_US
        nl_NL
      }
      parts {
        type
        name
        version
      }
      linkedProducts {
        ...ShopProductCard
      }
    }
  }
`);
