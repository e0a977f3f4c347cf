import { getApplicationState } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'

/** One reading of the application's state, for the polling after the details are sent. */
export function readApplicationState(http: HttpClient, appUuid: string, signal?: AbortSignal) {
  return http.call(getApplicationState, {
    params: { uuid: appUuid },
    ...(signal ? { signal } : {}),
  })
}
