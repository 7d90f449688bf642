// The text of a generated GraphQL document (its fragments included), by the document's name in lib/gql/graphql.ts:
// made by the graphql-document-imports plugin in vite.config.ts.
declare module 'virtual:graphql-text/*' {
  const text: string;
  export default text;
}
