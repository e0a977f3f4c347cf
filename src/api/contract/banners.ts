import { z } from '@/lib/zod'
import { defineEndpoint } from './endpoint'

/** Banner messages from a hosted file, with a production and a test variant. */

export const bannerSchema = z.object({
  uuid: z.string().min(1),
  /** Shown as plain text, never as HTML. */
  message: z.string().min(1),
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
