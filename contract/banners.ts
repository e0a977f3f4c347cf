import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** Banner messages from a hosted file, with a production and a test variant. */

export const bannerSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  /** Shown as plain text, never as HTML. */
  message: z.string().check(z.minLength(1)),
  apps: z.array(z.string()),
  variant: z.enum(['info', 'warn']),
  active: z.boolean(),
  dismissable: z.boolean(),
  metadata: z.object({ createdAt: z.string(), updatedAt: z.string() }),
})
export type Banner = z.infer<typeof bannerSchema>

export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format'

export const getBanners = defineEndpoint({
  id: 'getBanners',
  service: 'content',
  method: 'GET',
  // Assumption: the file's location is not shown; one file per variant on the content host.
  path: '/banners/:variant',
  secure: false,
  response: z.array(bannerSchema),
})

/** §9: the page shell shows at most one banner; a banner list shows two unless told. */
export const SHELL_BANNER_LIMIT = 1
export const DEFAULT_BANNER_LIMIT = 2

/** The file variant a deployment reads (§7: a production and a test variant). */
export const BANNER_FILE_VARIANTS = ['production', 'test'] as const
export type BannerFileVariant = (typeof BANNER_FILE_VARIANTS)[number]

/**
 * The name this product goes by in a banner's `apps` list.
 * Assumption: the spec lists `apps` without its values; a banner naming no app is for every app.
 */
export const BANNER_APP_NAME = 'crypto-backed-loan'
