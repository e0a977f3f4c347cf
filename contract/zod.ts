import { config, locales } from 'zod/mini'

/**
 * The app's zod: its tree-shakable form, zod/mini (functions such as `z.optional(schema)` and
 * `schema.check(z.minLength(1))` in place of chained methods). The classic form carries the
 * whole library, about 25 KB gzip, into the first load wherever one schema is made; this one
 * only what the schemas use. See docs/decisions/0013-landing-forms-without-form-library.md.
 *
 * The app runs under a Content-Security-Policy without 'unsafe-eval'. Zod probes for eval when
 * its first schema is made; jitless mode skips the probe (and the violation report it causes).
 * The messages are English, set here: the mini form sets no language of its own.
 * Every app module takes zod from here, so this runs before any schema exists.
 */
config({ jitless: true, ...locales.en() })

export * as z from 'zod/mini'
