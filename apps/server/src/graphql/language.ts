import type { GraphQLContext } from '../context.js';
import { type Language, requestLanguage, requestLanguageOf } from '../locale.js';
import { viewerUserRow } from '../modules/users/index.js';

const languages = new WeakMap<object, Promise<Language>>();

/**
 * The language a GraphQL answer is written in: Accept-Language, else the signed-in user's locale, else
 * English. Looked up once per request, however many fields ask.
 */
export function languageOf(ctx: GraphQLContext): Promise<Language> {
  let language = languages.get(ctx.request);
  if (!language) {
    const header = ctx.request.headers['accept-language'];
    language = ctx.viewer
      ? requestLanguageOf(header, async () => (await viewerUserRow(ctx))?.locale)
      : Promise.resolve(requestLanguage(header));
    languages.set(ctx.request, language);
  }
  return language;
}
