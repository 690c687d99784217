/** Limits on stored text, generous for real recipes and small enough to keep documents and pages light. */
export const LIMITS = {
  imageUrl: 2048,
  title: 200,
  ingredients: 5000,
  instructions: 20000,
  prepTimeMax: 10000,
  query: 100,
  email: 320,
} as const;

/** URLs: http(s) only, and local hosts such as localhost:4000 allowed (the sample pictures). */
export const IMAGE_URL_OPTIONS = {
  protocols: ['http', 'https'],
  require_protocol: true,
  require_tld: false,
  allow_underscores: true,
};
