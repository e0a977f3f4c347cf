// @vitest-environment happy-dom

import { replayStoriesInRenderedApp } from '@tests/support/story-replays-rendered'
import { vi } from 'vitest'

vi.mock('@/ui/pdf-viewer', () => import('@tests/support/pdf-viewer-stand-in'))

replayStoriesInRenderedApp(2)
